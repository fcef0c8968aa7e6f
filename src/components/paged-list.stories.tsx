import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagedList } from './paged-list';
import { text } from '../../.storybook/text';

const ITEMS = ['Kindred', 'The Dispossessed', 'Things Fall Apart'];

const meta = {
  title: 'Components/PagedList',
  component: PagedList,
  args: {
    list: { items: ITEMS, nextCursor: 'next', loadingMore: false },
    summary: text('books:showing', { count: 3, total: 120 }),
    emptyText: text('books:empty'),
    children: (
      <ul className="space-y-2">
        {ITEMS.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof PagedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {};
export const LoadingMore: Story = { args: { list: { items: ITEMS, nextCursor: 'next', loadingMore: true } } };
export const Empty: Story = {
  args: { list: { items: [], nextCursor: undefined, loadingMore: false }, summary: null },
};
