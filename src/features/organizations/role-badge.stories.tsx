import type { Meta, StoryObj } from '@storybook/react-vite';
import { RoleBadge } from './role-badge';

const meta = {
  title: 'Features/Organizations/RoleBadge',
  component: RoleBadge,
  args: { role: 'owner' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const Admin: Story = { args: { role: 'admin' } };
export const Member: Story = { args: { role: 'member' } };
