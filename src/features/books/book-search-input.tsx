import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Input } from '~/components/ui/input';
import { BOOK_SEARCH_MAX_LENGTH } from './book.schema';

const DEBOUNCE_MS = 300;

/** The search box: typing is debounced, then the term is handed up (and lands in the URL). */
export function BookSearchInput({ value, onSearch }: { value: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('books');
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The URL changed under us (back button, a link): show its term.
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="relative">
      <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        maxLength={BOOK_SEARCH_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="ps-9"
      />
    </div>
  );
}
