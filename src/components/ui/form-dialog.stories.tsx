import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { Input } from './input';
import { SubmitButton } from './submit-button';

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Change name',
    description: 'Your name as others see it in Folio.',
    children: (
      <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Name">
          <Input name="name" defaultValue="Ada Lovelace" />
        </FormField>
        <SubmitButton pending={false}>Save</SubmitButton>
      </form>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
