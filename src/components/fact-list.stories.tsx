import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './fact-list';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/FactList',
  component: FactList,
  args: {
    facts: [
      [text('books:fields.author'), 'Chinua Achebe'],
      [text('books:fields.genre'), text('books:noGenre')],
      [text('books:fields.publisher'), 'Heinemann'],
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A book's facts, three to a row from small screens up. */
export const ThreeColumns: Story = {};
/** A webhook endpoint's, two to a row. */
export const TwoColumns: Story = {
  args: {
    columns: 2,
    facts: [
      [text('webhooks:facts.pending'), '0'],
      [text('webhooks:facts.failures'), '2'],
    ],
  },
};
