import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from './date-time';

const meta = {
  title: 'Components/DateTime',
  component: DateTime,
  args: { value: '2026-03-14T09:26:53Z' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DateAndTime: Story = {};
export const DateOnly: Story = { args: { format: 'date' } };
