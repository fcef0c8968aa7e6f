import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './button-link';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  args: { to: '/', children: text('books:newBook') },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: text('books:edit') } };
