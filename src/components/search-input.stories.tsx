import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchInput } from './search-input';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  args: {
    value: '',
    onSearch: () => {},
    label: text('books:searchLabel'),
    placeholder: text('books:searchPlaceholder'),
  },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithTerm: Story = { args: { value: 'Butler' } };
