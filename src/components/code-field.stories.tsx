import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeField } from './code-field';

const meta = {
  title: 'Components/CodeField',
  component: CodeField,
  args: { label: 'Code', name: 'code' },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { defaultValue: '12', error: 'Enter the 6-digit code' } };
