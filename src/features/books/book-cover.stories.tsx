import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookCover } from './book-cover';

// Book titles and authors are data, the same in every language.
const SHELF = [
  ['Kindred', 'Octavia E. Butler'],
  ['Things Fall Apart', 'Chinua Achebe'],
  ['The Dispossessed', 'Ursula K. Le Guin'],
  ['Moby-Dick', 'Herman Melville'],
  ['Season of Migration to the North', 'Tayeb Salih'],
  ['Les Misérables', 'Victor Hugo'],
] as const;

const meta = {
  title: 'Features/Books/BookCover',
  component: BookCover,
  args: {
    book: { title: 'Kindred', author: 'Octavia E. Butler', cover: null },
    size: 'large',
    className: 'w-40',
  },
} satisfies Meta<typeof BookCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A book without a cover gets one drawn from its title: its colour, its pattern, its words. */
export const Drawn: Story = {};
export const Small: Story = { args: { size: 'small', className: 'w-20' } };
/** Side by side, each title its own colour and pattern. */
export const Shelf: Story = {
  render: (args) => (
    <ul className="flex flex-wrap gap-3">
      {SHELF.map(([title, author]) => (
        <li key={title} className="space-y-2">
          <BookCover {...args} book={{ title, author, cover: null }} className="w-32" />
          <BookCover {...args} book={{ title, author, cover: null }} size="small" className="w-16" />
        </li>
      ))}
    </ul>
  ),
};
