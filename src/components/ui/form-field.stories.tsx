import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './form-field';
import { Input } from './input';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: text('books:fields.title'), children: <Input name="title" defaultValue="Kindred" /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { error: text('validation:titleRequired'), children: <Input name="title" defaultValue="" /> },
};
export const WithHint: Story = {
  args: { label: text('account:passkeys.nameLabel'), hint: text('account:passkeys.nameHint') },
};
