import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './relative-time';

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: { value: new Date(Date.now() - 3 * 60 * 60 * 1000) },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoursAgo: Story = {};
