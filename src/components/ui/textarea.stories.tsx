import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: {
    'aria-label': text('webhooks:fields.description'),
    defaultValue: 'A winter planet, an envoy, and a long walk across the ice.\nTold by both of them.',
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Empty: Story = {
  args: { defaultValue: '', placeholder: text('webhooks:fields.descriptionHint') },
};
export const Invalid: Story = { args: { 'aria-invalid': true } };
