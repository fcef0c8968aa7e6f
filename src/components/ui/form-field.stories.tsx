import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './form-field';
import { Input } from './input';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: 'Title', children: <Input name="title" defaultValue="Kindred" /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { error: 'Title is required', children: <Input name="title" defaultValue="" /> },
};
export const WithHint: Story = {
  args: { label: 'Name (optional)', hint: 'Left empty, it is named after where it is kept.' },
};
