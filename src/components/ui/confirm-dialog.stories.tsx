import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { ConfirmDialog, ControlledConfirmDialog } from './confirm-dialog';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ControlledConfirmDialog,
  args: {
    open: true,
    title: text('books:delete.confirmTitle'),
    description: text('books:delete.confirmDescription', { title: 'Kindred' }),
    confirmLabel: text('books:delete.button'),
    destructive: true,
    onConfirm: () => {},
  },
} satisfies Meta<typeof ControlledConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by the program (leaving a form with unsaved changes, for one). */
export const Open: Story = {};

/** Closed, behind the button that opens it (named as its action, in the story's language). */
export const WithTrigger: Story = {
  render: (args) => (
    <ConfirmDialog {...args} trigger={<Button variant="destructive">{args.confirmLabel}</Button>} />
  ),
};
