import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from './ui/input';

const DEBOUNCE_MS = 300;

interface SearchInputProps {
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  maxLength?: number;
}

/** A search box for a list: typing is debounced, then the term is handed up (and lands in the URL). */
export function SearchInput({ value, onSearch, label, placeholder, maxLength = 100 }: SearchInputProps) {
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
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="ps-9"
      />
    </div>
  );
}
