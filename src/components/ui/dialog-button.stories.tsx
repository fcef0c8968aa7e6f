import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { DialogButton } from './dialog-button';
import { FormDialog } from './form-dialog';

const meta = {
  title: 'UI/DialogButton',
  component: DialogButton,
  args: {
    trigger: <Button variant="outline">Change name</Button>,
    preload: () => {},
    children: (close) => (
      <FormDialog open onOpenChange={close} title="Change name">
        <p>The dialog's form.</p>
      </FormDialog>
    ),
  },
} satisfies Meta<typeof DialogButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
