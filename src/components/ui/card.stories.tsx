import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: <p>A card holds one part of a page: a form, a list, a figure.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { padding: 'compact' } };
export const Responsive: Story = { args: { padding: 'responsive' } };
