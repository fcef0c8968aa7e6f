import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from './data-table';
import { text } from '../../../.storybook/text';

const BOOKS = [
  ['Kindred', 'Octavia E. Butler', 'Doubleday'],
  ['The Dispossessed', 'Ursula K. Le Guin', 'Harper & Row'],
  ['Things Fall Apart', 'Chinua Achebe', 'Heinemann'],
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  args: {
    label: text('books:title'),
    columns: [text('books:fields.title'), text('books:fields.author'), text('books:fields.publisher')],
    children: BOOKS.map((row) => (
      <tr key={row[0]}>
        {row.map((cell) => (
          <td key={cell} className="p-3">
            {cell}
          </td>
        ))}
      </tr>
    )),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
