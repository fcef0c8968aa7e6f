import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserStatusBadge } from './user-status-badge';

const meta = {
  title: 'Features/Users/UserStatusBadge',
  component: UserStatusBadge,
  args: { user: { banned: false } },
} satisfies Meta<typeof UserStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Banned: Story = { args: { user: { banned: true } } };
