import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Title', defaultValue: 'The Left Hand of Darkness' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Code: Story = { args: { look: 'code', 'aria-label': 'Code', defaultValue: '428913' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '' } };
