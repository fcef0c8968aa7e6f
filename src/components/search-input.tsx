import { useRouter } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '~/lib/cn';
import { Input } from './ui/input';

const DEBOUNCE_MS = 300;

interface SearchInputProps {
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** Other search parameters of the list (filters) that a native submit keeps. */
  keep?: Record<string, string | undefined>;
  /** Classes of the form around the box: its width beside other controls. */
  className?: string;
}

/**
 * A search box for a list: typing is debounced, then the term is handed up (and lands in the URL).
 * Before hydration it is a plain GET form, so Enter searches on the server; what was typed before
 * hydration is kept, and so is what is typed while a search is on its way. A search still waiting
 * for its delay when the person leaves the page (a click on a result, a link) is dropped: it would
 * replace where they went with the list.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  maxLength = 100,
  keep = {},
  className,
}: SearchInputProps) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  // The page this box searches. Another navigation starts at once (the router reads its location on the
  // click), while this page stays on screen until the next one has loaded.
  const [page] = useState(() => router.latestLocation.pathname);
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The term this box last asked for: the URL arriving at it is our own search landing, not a change to show.
  const [requested, setRequested] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    // The URL changed under us (back button, a link): show its term.
    if (value !== requested) {
      setRequested(value);
      setDraft(value);
    }
  }

  // Typed into the server-rendered box before React took it over: keep it and search for it.
  const [renderedValue] = useState(value);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== renderedValue) setDraft(typed);
  }, [renderedValue]);

  useEffect(() => {
    const term = draft.trim();
    if (term === value.trim()) return;
    const timer = setTimeout(() => {
      if (router.latestLocation.pathname !== page) return;
      setRequested(term);
      onSearch(term);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch, router, page]);

  return (
    <form
      role="search"
      method="get"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const term = draft.trim();
        setRequested(term);
        onSearch(term);
      }}
    >
      {Object.entries(keep).map(([key, kept]) =>
        kept === undefined ? null : <input key={key} type="hidden" name={key} value={kept} />,
      )}
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-icon -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={input}
        type="search"
        // The list's search parameter, submitted by the browser itself before the page is hydrated.
        name="searchTerm"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="ps-9"
      />
    </form>
  );
}
