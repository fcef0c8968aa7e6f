import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, KeyRound, Plus, SearchX } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { EmptyState } from './empty-state';
import { ButtonLink } from './ui/button-link';

// The texts are Folio's own, in the toolbar's language: the catalogue shows what each language reads.
function EmptyCatalogueText() {
  return useTranslation('books').t('emptyCatalogue');
}
function NewBookLink() {
  const { t } = useTranslation('books');
  return (
    <ButtonLink to="/">
      <Plus aria-hidden className="size-4" />
      {t('newBook')}
    </ButtonLink>
  );
}
function NoMatchText() {
  return useTranslation('books').t('empty');
}
function ClearSearchLink() {
  return (
    <ButtonLink to="/" variant="outline">
      {useTranslation().t('clearSearch')}
    </ButtonLink>
  );
}
function NoPasskeysText() {
  return useTranslation('account').t('passkeys.empty');
}

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { icon: BookOpen, text: <EmptyCatalogueText />, action: <NewBookLink /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing yet, and the way to add its first item. */
export const Empty: Story = {};
/** A search or a filter that matches nothing, and the way back to the whole list. */
export const NoMatch: Story = { args: { icon: SearchX, text: <NoMatchText />, action: <ClearSearchLink /> } };
/** Inside a card (passkeys, API keys, sessions), whose own button adds one. */
export const Inline: Story = {
  args: { icon: KeyRound, text: <NoPasskeysText />, action: undefined, size: 'inline' },
};
