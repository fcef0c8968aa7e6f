import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchInput } from './search-input';

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  args: {
    value: '',
    onSearch: () => {},
    label: 'Search books',
    placeholder: 'Title, author, publisher or genre',
  },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithTerm: Story = { args: { value: 'Butler' } };
