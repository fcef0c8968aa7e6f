import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTimeText } from '~/lib/relative-time';

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
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
  return (
    <time dateTime={date.toISOString()} title={exact} suppressHydrationWarning>
      {relativeTimeText(date, current, i18n.language)}
    </time>
  );
}
