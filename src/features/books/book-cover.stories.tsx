import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookCover } from './book-cover';

const meta = {
  title: 'Features/Books/BookCover',
  component: BookCover,
  args: {
    book: { title: 'Kindred', author: 'Octavia E. Butler', cover: null, genre: { name: 'Fiction' } },
    size: 'large',
    className: 'w-40',
  },
} satisfies Meta<typeof BookCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A book without a cover gets one drawn from its title, author and genre. */
export const Drawn: Story = {};
export const Small: Story = { args: { size: 'small', className: 'w-20' } };
