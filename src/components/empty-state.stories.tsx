import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, KeyRound, Plus, SearchX } from 'lucide-react';
import { EmptyState } from './empty-state';
import { ButtonLink } from './ui/button-link';
import { text } from '../../.storybook/text';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: BookOpen,
    text: text('books:emptyCatalogue'),
    action: (
      <ButtonLink to="/">
        <Plus aria-hidden className="size-4" />
        {text('books:newBook')}
      </ButtonLink>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing yet, and the way to add its first item. */
export const Empty: Story = {};
/** A search or a filter that matches nothing, and the way back to the whole list. */
export const NoMatch: Story = {
  args: {
    icon: SearchX,
    text: text('books:empty'),
    action: (
      <ButtonLink to="/" variant="outline">
        {text('common:clearSearch')}
      </ButtonLink>
    ),
  },
};
/** Inside a card (passkeys, API keys, sessions), whose own button adds one. */
export const Inline: Story = {
  args: { icon: KeyRound, text: text('account:passkeys.empty'), action: undefined, size: 'inline' },
};
