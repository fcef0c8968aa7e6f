import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormCard } from './form-card';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/FormCard',
  component: FormCard,
  args: {
    title: text('books:form.createTitle'),
    onSubmit: (event) => event.preventDefault(),
    submitLabel: text('books:form.submit'),
    pendingLabel: text('books:form.saving'),
    pending: false,
    hasUnsavedChanges: () => false,
    children: (
      <>
        <FormField label={text('books:fields.title')}>
          <Input name="title" defaultValue="Kindred" />
        </FormField>
        <FormField label={text('books:fields.author')} error={text('validation:authorRequired')}>
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
