import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './submit-button';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/SubmitButton',
  component: SubmitButton,
  args: { pending: false, pendingLabel: text('books:form.saving'), children: text('books:form.submit') },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = { args: { pending: true } };
