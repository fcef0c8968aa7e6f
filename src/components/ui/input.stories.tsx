import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': text('books:fields.title'), defaultValue: 'The Left Hand of Darkness' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Code: Story = {
  args: { look: 'code', 'aria-label': text('auth:verify.codeLabel'), defaultValue: '428913' },
};
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '' } };
