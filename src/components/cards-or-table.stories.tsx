import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardsOrTable } from './cards-or-table';
import { text } from '../../.storybook/text';

const BOOKS = [
  { id: '1', title: 'Kindred', author: 'Octavia E. Butler' },
  { id: '2', title: 'The Dispossessed', author: 'Ursula K. Le Guin' },
  { id: '3', title: 'Things Fall Apart', author: 'Chinua Achebe' },
];

const meta = {
  title: 'Components/CardsOrTable',
  component: CardsOrTable<(typeof BOOKS)[number]>,
  args: {
    items: BOOKS,
    card: (book) => (
      <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
        <p className="font-semibold">{book.title}</p>
        <p className="text-sm text-muted-foreground">{book.author}</p>
      </div>
    ),
    label: text('books:title'),
    columns: [text('books:fields.title'), text('books:fields.author')],
    cells: (book) => (
      <>
        <td className="px-4 py-2">{book.title}</td>
        <td className="px-4 py-2">{book.author}</td>
      </>
    ),
  },
} satisfies Meta<typeof CardsOrTable<(typeof BOOKS)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards on a phone's width, a table from medium screens up. */
export const Books: Story = {};
