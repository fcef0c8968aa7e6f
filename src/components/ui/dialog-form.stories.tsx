import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogForm } from './dialog-form';
import { FormField } from './form-field';
import { Input } from './input';

const meta = {
  title: 'UI/DialogForm',
  component: DialogForm,
  args: {
    title: 'Ban ada@example.com',
    description: 'They are signed out everywhere at once.',
    onClose: () => {},
    onSubmit: (event) => event.preventDefault(),
    submitLabel: 'Ban',
    submitVariant: 'destructive',
    pending: false,
    children: (
      <FormField label="Reason">
        <Input name="reason" />
      </FormField>
    ),
  },
} satisfies Meta<typeof DialogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Being sent: the submit button waits. */
export const Pending: Story = { args: { pending: true } };
