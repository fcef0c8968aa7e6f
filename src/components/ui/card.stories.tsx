import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: <p>{text('account:data.description')}</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { padding: 'compact' } };
export const Responsive: Story = { args: { padding: 'responsive' } };
