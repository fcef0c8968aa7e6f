import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogForm } from './dialog-form';
import { FormField } from './form-field';
import { Input } from './input';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/DialogForm',
  component: DialogForm,
  args: {
    title: text('users:ban.title', { email: 'ada@example.com' }),
    description: text('users:ban.description'),
    onClose: () => {},
    onSubmit: (event) => event.preventDefault(),
    submitLabel: text('users:ban.confirm'),
    submitVariant: 'destructive',
    pending: false,
    children: (
      <FormField label={text('users:ban.reason')}>
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
