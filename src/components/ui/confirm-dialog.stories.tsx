import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { ConfirmDialog, ControlledConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ControlledConfirmDialog,
  args: {
    open: true,
    title: 'Delete this book?',
    description: '"Kindred" will be removed from the catalogue. This cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: () => {},
  },
} satisfies Meta<typeof ControlledConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by the program (leaving a form with unsaved changes, for one). */
export const Open: Story = {};

/** Closed, behind the button that opens it. */
export const WithTrigger: Story = {
  render: (args) => <ConfirmDialog {...args} trigger={<Button variant="destructive">Delete</Button>} />,
};
