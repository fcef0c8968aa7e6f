import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './form-alert';

const meta = {
  title: 'UI/FormAlert',
  component: FormAlert,
  args: { message: 'Failed to save the book' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorState: Story = {};
