import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { Button } from './button';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: text('books:form.submit') },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: text('common:cancel') } };
export const Ghost: Story = { args: { variant: 'ghost', children: text('books:edit') } };
export const Destructive: Story = {
  args: { variant: 'destructive', icon: Trash2, children: text('books:delete.button') },
};
/** An icon alone, named for screen readers. */
export const IconOnly: Story = {
  args: {
    variant: 'ghost',
    size: 'compact',
    icon: Trash2,
    'aria-label': text('organizations:shelves.remove', { title: 'Kindred' }),
    children: undefined,
  },
};
export const Link: Story = { args: { variant: 'link', children: text('common:loadMore') } };
export const Small: Story = { args: { size: 'small', children: text('users:impersonate.stop') } };
export const Disabled: Story = { args: { disabled: true } };
