import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Button } from './ui/button';

export type FilterValues = Record<string, string | undefined>;

interface FilterFormProps {
  /** The list's filters as its URL has them, by field name (undefined or '': not set). */
  values: FilterValues;
  /** Called with the fields' values when one changes: navigate to the list with them in the URL. */
  onApply: (values: FilterValues) => void;
  /** Other search parameters of the list (its search term) that a native submit keeps. */
  keep?: FilterValues;
  /** The submit button's text, shown only when scripts are off. */
  applyLabel: string;
  className?: string;
  /** Named selects or radio groups, uncontrolled (`defaultValue`): this form keeps them in step with the URL. */
  children: ReactNode;
}

function read(form: HTMLFormElement, names: string[]): FilterValues {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '') || undefined]));
}

/**
 * The filters of a list, as every list has them: a choice applies at once and lands in the URL.
 * Underneath it is a plain GET form of named controls, so it works as far as it can at every stage:
 * with scripts off its "Show" button (in <noscript>) submits it; a choice made before hydration is
 * applied once the page is hydrated; and the back button's URL is shown in the controls again.
 */
export function FilterForm({ values, onApply, keep = {}, applyLabel, className, children }: FilterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const names = Object.keys(values);
  const hydrated = useRef(false);
  const key = JSON.stringify(values);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const fields = Object.keys(values);
    const chosen = read(element, fields);
    const differs = fields.some((name) => chosen[name] !== (values[name] || undefined));
    if (!hydrated.current) {
      hydrated.current = true;
      // Chosen on the server's page, before the script could act on it.
      if (differs) onApply(chosen);
      return;
    }
    // The URL changed under the form (back, a link): show its filters.
    if (differs) {
      for (const name of fields) {
        const field = element.elements.namedItem(name) as HTMLSelectElement | RadioNodeList | null;
        if (field) field.value = values[name] ?? '';
      }
    }
    // `key` stands for `values`, which callers build anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <form
      ref={form}
      method="get"
      className={cn('flex flex-wrap items-center gap-2', className)}
      onChange={(event) => onApply(read(event.currentTarget, names))}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(read(event.currentTarget, names));
      }}
    >
      {Object.entries(keep).map(([name, kept]) =>
        kept ? <input key={name} type="hidden" name={name} value={kept} /> : null,
      )}
      {children}
      <noscript>
        <Button type="submit" variant="outline">
          {applyLabel}
        </Button>
      </noscript>
    </form>
  );
}
