import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from './data-table';

const BOOKS = [
  ['Kindred', 'Octavia E. Butler', 'Fiction'],
  ['The Dispossessed', 'Ursula K. Le Guin', 'Fiction'],
  ['Things Fall Apart', 'Chinua Achebe', 'Fiction'],
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  args: {
    label: 'Books',
    columns: ['Title', 'Author', 'Genre'],
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
