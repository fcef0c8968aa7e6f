import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardLink } from './card-link';
import { text } from '../../../.storybook/text';

const meta = {
  title: 'UI/CardLink',
  component: CardLink,
  args: {
    to: '/app/organizations',
    className: 'block space-y-2',
    children: (
      <>
        <p className="font-semibold">Kindred readers</p>
        <p className="text-sm text-muted-foreground">{text('organizations:counts.members', { count: 3 })}</p>
      </>
    ),
  },
} satisfies Meta<typeof CardLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
