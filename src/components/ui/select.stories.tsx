import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';
import { text } from '../../../.storybook/text';

const GENRES = ['fiction', 'poetry', 'history'] as const;

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    'aria-label': text('books:fields.genre'),
    name: 'genre',
    children: GENRES.map((genre) => (
      <option key={genre} value={genre}>
        {text(`books:genres.${genre}`)}
      </option>
    )),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormField: Story = {};
export const Inline: Story = { args: { inline: true } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };
