import { useMemo } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';
import type { Dashboard } from './dashboard.schema';
import { useNumberFormat } from './use-number-format';

type Day = Dashboard['signInsPerDay'][number];

/** The drawing's own units: each day is a 10-unit slot, the tallest bar 100 units high. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/** A UTC day (yyyy-mm-dd) in the reader's language; shown as that day wherever the reader is. */
function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }),
    [i18n.language],
  );
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * Sign-ins per UTC day as a hand-drawn bar chart. Screen readers get a one-sentence summary as the
 * image's name, and everyone can open the day-by-day numbers below it. In right-to-left languages the
 * drawing is mirrored, so time runs from the start side (right) to the end side (left) like the text.
 */
export function SignInsChart({ days }: { days: Day[] }) {
  const { t } = useTranslation('dashboard');
  const number = useNumberFormat();
  const formatDay = useDayFormat();

  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = days.reduce((highest, day) => Math.max(highest, day.count), 0);
  // The most recent of the busiest days.
  const peak = days.reduce<Day | undefined>(
    (best, day) => (!best || day.count >= best.count ? day : best),
    undefined,
  );
  const dayCount = number.format(days.length);
  const summary =
    total && peak
      ? t('signIns.summary', {
          count: total,
          total: number.format(total),
          days: dayCount,
          peakDay: formatDay(peak.day),
          peak: number.format(peak.count),
        })
      : t('signIns.summaryNone', { days: dayCount });
  const width = days.length * SLOT;
  const first = days[0];
  const last = days.at(-1);

  return (
    <Card padding="responsive" className="flex flex-col gap-4">
      <div>
        <h2 id="sign-ins-title" className="text-lg font-semibold">
          {t('signIns.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('signIns.description', { days: dayCount })}</p>
      </div>
      <div className="flex items-stretch gap-2">
        <div
          aria-hidden
          className="flex flex-col justify-between text-end text-xs text-muted-foreground tabular-nums"
        >
          <span className="-translate-y-1/2">{max ? number.format(max) : null}</span>
          <span className="translate-y-1/2">{number.format(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          data-testid="sign-ins-chart"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible rtl:-scale-x-100"
        >
          {max ? (
            <line
              x1={0}
              x2={width}
              y1={0}
              y2={0}
              vectorEffect="non-scaling-stroke"
              strokeDasharray="4 4"
              className="stroke-border"
            />
          ) : null}
          {days.map((day, index) => {
            const height = max ? (day.count / max) * HEIGHT : 0;
            return (
              <g key={day.day}>
                <title>{`${formatDay(day.day)}: ${number.format(day.count)}`}</title>
                <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
                <rect
                  x={index * SLOT + (SLOT - BAR) / 2}
                  y={HEIGHT - height}
                  width={BAR}
                  height={height}
                  className="fill-primary"
                />
              </g>
            );
          })}
          <line
            x1={0}
            x2={width}
            y1={HEIGHT}
            y2={HEIGHT}
            vectorEffect="non-scaling-stroke"
            className="stroke-muted-foreground"
          />
        </svg>
      </div>
      {first && last ? (
        <div aria-hidden className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('signIns.details')}</summary>
        <table className="mt-2 w-full" aria-labelledby="sign-ins-title">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 text-start font-medium">
                {t('signIns.day')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('signIns.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-border">
                <th scope="row" className="py-1 text-start font-normal">
                  <time dateTime={day.day}>{formatDay(day.day)}</time>
                </th>
                <td className="py-1 text-end tabular-nums">{number.format(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
