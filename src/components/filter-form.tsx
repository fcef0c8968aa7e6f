import { useEffect, useRef, type ReactNode } from 'react';
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
  /** The form's layout, instead of a wrapping row. */
  className?: string;
  /**
   * Named fields (selects, radio groups, text or date inputs), uncontrolled (`defaultValue`): the form
   * keeps them in step with the URL.
   */
  children: ReactNode;
}

const TYPING_DELAY_MS = 300;

function read(form: HTMLFormElement, names: string[]): FilterValues {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '').trim() || undefined]));
}

/** A field whose value arrives in steps (a text typed, a date's parts), so it waits for a pause. */
function typedInto(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type);
}

/**
 * The filters of a list, as every list has them: a choice applies at once and lands in the URL (a
 * select or a radio at once, a typed text or date after a pause). Underneath it is a plain GET form of
 * named, uncontrolled fields, so it works as far as it can at every stage: with scripts off its "Show"
 * button (in <noscript>) or Enter submits it; a choice made before hydration is applied once the page
 * is hydrated; and a URL changed under the form (back, a link) is shown in its fields again, except in
 * the one being typed into.
 */
export function FilterForm({ values, onApply, keep = {}, applyLabel, className, children }: FilterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const names = Object.keys(values);
  // The filters the fields were last put in step with (none before hydration).
  const shown = useRef<string | undefined>(undefined);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = JSON.stringify(values);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const fields = Object.keys(values);
    const chosen = read(element, fields);
    const differs = fields.some((name) => chosen[name] !== (values[name] || undefined));
    const first = shown.current === undefined;
    // Run again for the same filters (React's strict mode does so): nothing new to show.
    if (shown.current === key) return;
    shown.current = key;
    if (first) {
      // Chosen on the server's page, before the script could act on it.
      if (differs) onApply(chosen);
      return;
    }
    if (!differs) return;
    for (const name of fields) {
      const field = element.elements.namedItem(name) as
        HTMLInputElement | HTMLSelectElement | RadioNodeList | null;
      if (field && field !== document.activeElement) field.value = values[name] ?? '';
    }
    // `key` stands for `values`, which callers build anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => () => clearTimeout(typing.current), []);

  const apply = (element: HTMLFormElement) => {
    clearTimeout(typing.current);
    const chosen = read(element, names);
    if (names.some((name) => chosen[name] !== (values[name] || undefined))) onApply(chosen);
  };

  return (
    <form
      ref={form}
      method="get"
      className={className ?? 'flex flex-wrap items-center gap-2'}
      onChange={(event) => {
        const element = event.currentTarget;
        if (!typedInto(event.target)) return apply(element);
        clearTimeout(typing.current);
        typing.current = setTimeout(() => apply(element), TYPING_DELAY_MS);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
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
