import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormCard } from './form-card';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

const meta = {
  title: 'Components/FormCard',
  component: FormCard,
  args: {
    title: 'New book',
    onSubmit: (event) => event.preventDefault(),
    submitLabel: 'Save',
    pendingLabel: 'Saving…',
    pending: false,
    hasUnsavedChanges: () => false,
    children: (
      <>
        <FormField label="Title">
          <Input name="title" defaultValue="Kindred" />
        </FormField>
        <FormField label="Author" error="Author is required">
          <Input name="author" defaultValue="" />
        </FormField>
      </>
    ),
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnError: Story = {};
export const Saving: Story = { args: { pending: true } };
