import { useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { formatDate, relativeTimeText } from '~/lib/dates';

const TICK_MS = 30_000;

// One clock for every relative time on the page, ticking while any is shown.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const clientNow = () => now;
// On the server: the moment of this render.
const serverNow = () => (typeof window === 'undefined' ? Date.now() : now);

/**
 * "5 minutes ago" in the reader's language, kept current, with the exact date and time in its `title`.
 * The server renders it for its own clock; the browser's text replaces it right after hydration.
 */
export function RelativeTime({ value }: { value: Date | string }) {
  const { i18n } = useTranslation();
  const current = useSyncExternalStore(subscribe, clientNow, serverNow);
  const date = typeof value === 'string' ? new Date(value) : value;
  return (
    <time dateTime={date.toISOString()} title={formatDate(date, i18n.language)} suppressHydrationWarning>
      {relativeTimeText(date, current, i18n.language)}
    </time>
  );
}
