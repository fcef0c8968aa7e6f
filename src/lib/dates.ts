const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

/**
 * The unit and count a reader is told for a time span, at the thresholds people are used to (those of
 * Moment and dayjs): under 45 s it is "now", then one minute up to 89 s, minutes up to 44 min, one hour
 * up to 89 min, hours up to 21 h, one day up to 35 h, days up to 25 d, one month up to 45 d, months up to
 * 10, one year up to 17 months, then years.
 */
function spanOf(milliseconds: number): [count: number, unit: Intl.RelativeTimeFormatUnit] {
  const round = (unit: number) => Math.max(1, Math.round(milliseconds / unit));
  if (milliseconds < 45 * SECOND) return [0, 'second'];
  if (milliseconds < 90 * SECOND) return [1, 'minute'];
  if (milliseconds < 45 * MINUTE) return [round(MINUTE), 'minute'];
  if (milliseconds < 90 * MINUTE) return [1, 'hour'];
  if (milliseconds < 22 * HOUR) return [round(HOUR), 'hour'];
  if (milliseconds < 36 * HOUR) return [1, 'day'];
  if (milliseconds < 26 * DAY) return [round(DAY), 'day'];
  if (milliseconds < 46 * DAY) return [1, 'month'];
  if (milliseconds < 11 * MONTH) return [round(MONTH), 'month'];
  if (milliseconds < 18 * MONTH) return [1, 'year'];
  return [round(YEAR), 'year'];
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormatter(language: string, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${language} ${numeric}`;
  let formatter = relativeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric });
    relativeFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * How long ago (or how far ahead) `date` is from `now`, in `language`: "now", "5 minutes ago",
 * "il y a 2 jours", "in 2 hours". The browser's own Intl, so no date library in any page's scripts.
 */
export function relativeTimeText(date: Date, now: number, language: string): string {
  const [count, unit] = spanOf(Math.abs(date.getTime() - now));
  // "now" reads better than "in 0 seconds"; every other count is written as a number ("1 day ago", not
  // "yesterday", which would be wrong for 30 hours ago in the morning).
  if (count === 0) return relativeFormatter(language, 'auto').format(0, unit);
  return relativeFormatter(language, 'always').format(date.getTime() < now ? -count : count, unit);
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
