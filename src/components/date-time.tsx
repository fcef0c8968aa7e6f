import { useTranslation } from '~/lib/use-translation';
import { formatDate } from '~/lib/dates';

interface DateTimeProps {
  value: Date | string;
  /** `date` for a day, `datetime` (default) for a moment. */
  format?: 'date' | 'datetime';
}

/**
 * A date in the reader's language and time zone. The server renders it in its own zone and the
 * browser corrects it on hydration, hence the suppressed warning on this one text node.
 */
export function DateTime({ value, format = 'datetime' }: DateTimeProps) {
  const { i18n } = useTranslation();
  const date = typeof value === 'string' ? new Date(value) : value;
  return (
    <time dateTime={date.toISOString()} suppressHydrationWarning>
      {formatDate(date, i18n.language, format)}
    </time>
  );
}
