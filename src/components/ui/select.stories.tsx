import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    'aria-label': 'Genre',
    name: 'genre',
    children: ['Fiction', 'Poetry', 'History'].map((genre) => <option key={genre}>{genre}</option>),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormField: Story = {};
export const Inline: Story = { args: { inline: true } };
