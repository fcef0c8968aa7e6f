import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './form-alert';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/FormAlert',
  component: FormAlert,
  args: { message: text('books:form.failed') },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorState: Story = {};
