import { useMemo } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';
import { countScale } from './chart-scale';
import type { Dashboard } from './dashboard.schema';
import { useNumberFormat } from './use-number-format';

type Day = Dashboard['signInsPerDay'][number];

/** The drawing's own units: each day is a 10-unit slot, the axis's top 100 units high. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;
/** A day without sign-ins still shows, as a sliver on the axis. */
const NONE = 1.5;
/** Which days are named under the axis: every week back from today (phones: the ends only). */
const LABEL_EVERY = 7;

/** A UTC day (yyyy-mm-dd) in the reader's language; shown as that day wherever the reader is. */
function useDayFormat(
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): (day: string) => string {
  const { i18n } = useTranslation();
  const key = JSON.stringify(options);
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' }),
    // `key` stands for the options, which callers write as a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, key],
  );
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

/** The days named under the axis: today, and every LABEL_EVERY days before it. */
function labelledDays(count: number): number[] {
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= LABEL_EVERY) indexes.unshift(index);
  return indexes;
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
  const formatShortDay = useDayFormat({ month: 'short', day: 'numeric' });

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
  const { top, ticks } = countScale(max);
  const labelled = labelledDays(days.length);

  return (
    <Card padding="responsive" className="flex h-full flex-col gap-4">
      <div>
        <h2 id="sign-ins-title" className="text-lg font-semibold">
          {t('signIns.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('signIns.description', { days: dayCount })}</p>
      </div>
      <div className="flex gap-2">
        {/* The y axis: its widest number (the top) sets its width; the ticks sit on the grid lines. */}
        <div
          aria-hidden
          className="relative h-44 text-xs lg:h-72 leading-none text-muted-foreground tabular-nums"
        >
          <span className="invisible">{number.format(top)}</span>
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute end-0 translate-y-1/2"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {number.format(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={summary}
            data-testid="sign-ins-chart"
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-44 w-full lg:h-72 overflow-visible rtl:-scale-x-100"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={width}
                y1={HEIGHT - (tick / top) * HEIGHT}
                y2={HEIGHT - (tick / top) * HEIGHT}
                vectorEffect="non-scaling-stroke"
                strokeDasharray={tick ? '3 3' : undefined}
                className={tick ? 'stroke-border' : 'stroke-muted-foreground'}
              />
            ))}
            {days.map((day, index) => {
              const height = day.count ? (day.count / top) * HEIGHT : NONE;
              return (
                <g key={day.day}>
                  <title>{`${formatDay(day.day)}: ${number.format(day.count)}`}</title>
                  <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
                  <rect
                    x={index * SLOT + (SLOT - BAR) / 2}
                    y={HEIGHT - height}
                    width={BAR}
                    height={height}
                    className={day.count ? 'fill-primary' : 'fill-muted-foreground/40'}
                  />
                </g>
              );
            })}
          </svg>
          {/* The x axis: a day's name under its bar (the ends held inside the drawing's edges). */}
          <div aria-hidden className="relative mt-2 h-4 text-xs text-muted-foreground">
            {labelled.map((index, position) => {
              const edge = position === 0 ? 'first' : position === labelled.length - 1 ? 'last' : 'middle';
              return (
                <span
                  key={index}
                  className={cn(
                    'absolute whitespace-nowrap',
                    edge === 'middle' && 'hidden -translate-x-1/2 sm:block rtl:translate-x-1/2',
                    edge === 'last' && '-translate-x-full rtl:translate-x-full',
                  )}
                  style={{
                    insetInlineStart: `${((edge === 'first' ? index : edge === 'last' ? index + 1 : index + 0.5) / days.length) * 100}%`,
                  }}
                >
                  {formatShortDay(days[index]!.day)}
                </span>
              );
            })}
          </div>
        </div>
      </div>
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
