import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackLink } from './back-link';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/BackLink',
  component: BackLink,
  args: { to: '/app/books', label: text('books:back') },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
