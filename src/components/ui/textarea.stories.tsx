import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'Description',
    defaultValue: 'A winter planet, an envoy, and a long walk across the ice.\nTold by both of them.',
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Empty: Story = { args: { defaultValue: '', placeholder: 'What it is about' } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
