import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeField } from './code-field';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/CodeField',
  component: CodeField,
  args: { label: text('auth:verify.codeLabel'), name: 'code' },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { defaultValue: '12', error: text('validation:codeLength') } };
