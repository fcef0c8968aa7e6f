import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import 'dayjs/locale/sw';
import relativeTime from 'dayjs/plugin/relativeTime';

// dayjs's standard thresholds: "a few seconds ago" up to 44 s, "a minute ago" up to 89 s, then minutes
// up to 44 min, "an hour ago" up to 89 min, hours up to 21 h, days up to 25 d, months, then years.
dayjs.extend(relativeTime);

/** How long ago (or how far ahead) `date` is from `now`, in `language`: "5 minutes ago", "il y a 2 jours". */
export function relativeTimeText(date: Date, now: number, language: string): string {
  return dayjs(date).locale(language).from(now);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date (`date`) or a moment (`datetime`) in `language` and the reader's time zone: "24 Nov 2026, 14:05". */
export function formatDate(date: Date, language: string, format: 'date' | 'datetime' = 'datetime'): string {
  // Making a formatter costs some 50 times more than using one: one per language and format.
  const key = `${language} ${format}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: format === 'datetime' ? 'short' : undefined,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
