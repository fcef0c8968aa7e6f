import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteButton } from './delete-button';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/DeleteButton',
  component: DeleteButton,
  args: {
    label: text('books:delete.button'),
    title: text('books:delete.confirmTitle'),
    description: text('books:delete.confirmDescription', { title: 'Kindred' }),
    action: { isPending: false, mutate: () => {} },
  },
} satisfies Meta<typeof DeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks before it deletes. */
export const Default: Story = {};
/** While the deletion runs. */
export const Deleting: Story = { args: { action: { isPending: true, mutate: () => {} } } };
