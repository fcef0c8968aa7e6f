import { useNow } from '~/lib/use-now';
import { useTranslation } from '~/lib/use-translation';
import { formatDate, relativeTimeText } from '~/lib/dates';

const TICK_MS = 30_000;

/**
 * "5 minutes ago" in the reader's language, kept current, with the exact date and time in its `title`.
 * The server renders it for its own clock; the browser's text replaces it right after hydration.
 */
export function RelativeTime({ value }: { value: Date | string }) {
  const { i18n } = useTranslation();
  const current = useNow(TICK_MS);
  const date = typeof value === 'string' ? new Date(value) : value;
  return (
    <time dateTime={date.toISOString()} title={formatDate(date, i18n.language)} suppressHydrationWarning>
      {relativeTimeText(date, current, i18n.language)}
    </time>
  );
}
