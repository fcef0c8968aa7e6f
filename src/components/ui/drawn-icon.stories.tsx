import type { Meta, StoryObj } from '@storybook/react-vite';
import { DrawnIcon } from './drawn-icon';

const meta = {
  title: 'UI/DrawnIcon',
  component: DrawnIcon,
  args: { path: 'M20 6 9 17l-5-5', strokeWidth: 3, className: 'size-6 text-primary' },
} satisfies Meta<typeof DrawnIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkbox's check mark. */
export const Check: Story = {};
/** The select's chevron. */
export const Chevron: Story = { args: { path: 'm6 9 6 6 6-6', strokeWidth: 2, className: 'size-icon' } };
