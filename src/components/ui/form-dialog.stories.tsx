import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { Input } from './input';
import { SubmitButton } from './submit-button';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: text('organizations:create.title'),
    description: text('organizations:create.description'),
    children: (
      <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
        <FormField label={text('organizations:create.name')}>
          <Input name="name" defaultValue="Reading circle" />
        </FormField>
        <SubmitButton pending={false}>{text('organizations:create.submit')}</SubmitButton>
      </form>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
