import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { ConfirmButton } from './confirm-button';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/ConfirmButton',
  component: ConfirmButton,
  args: {
    variant: 'destructive',
    icon: Trash2,
    children: text('books:delete.button'),
    title: text('books:delete.confirmTitle'),
    description: text('books:delete.confirmDescription', { title: 'Kindred' }),
    confirmLabel: text('books:delete.button'),
    action: { isPending: false, mutate: () => {} },
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks before it deletes. */
export const Default: Story = {};

/** An icon alone, named for screen readers (a row's remove button). */
export const IconOnly: Story = {
  args: {
    variant: 'ghost',
    size: 'compact',
    'aria-label': text('organizations:members.remove', { name: 'Ada Lovelace' }),
    children: undefined,
  },
};

/** While the action runs: disabled, so it is not asked twice. */
export const Pending: Story = { args: { action: { isPending: true, mutate: () => {} } } };
