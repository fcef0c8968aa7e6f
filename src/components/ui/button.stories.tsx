import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Edit' } };
export const Destructive: Story = { args: { variant: 'destructive', icon: Trash2, children: 'Delete' } };
/** An icon alone, named for screen readers. */
export const IconOnly: Story = {
  args: {
    variant: 'ghost',
    size: 'compact',
    icon: Trash2,
    'aria-label': 'Delete Kindred',
    children: undefined,
  },
};
export const Link: Story = { args: { variant: 'link', children: 'Load more' } };
export const Small: Story = { args: { size: 'small', children: 'Exit' } };
export const Disabled: Story = { args: { disabled: true } };
