/** Seconds a client is asked to wait before trying again while a dependency is down (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/** Whole seconds from `now` until `deadline` (both in milliseconds), rounded up as Retry-After is; 0 once past. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

type DurationUnit = 'hours' | 'minutes' | 'seconds';
type DurationFormatter = { format(duration: Partial<Record<DurationUnit, number>>): string };
type DurationFormatConstructor = new (language: string, options: { style: 'short' }) => DurationFormatter;

const UNIT_OF: Record<DurationUnit, string> = { hours: 'hour', minutes: 'minute', seconds: 'second' };

/**
 * A wait of `seconds` (at least 1) in `language`, to the second: "57 sec", "14 min, 59 sec", "1 hr" (en),
 * "57 s" (fr). Intl.DurationFormat where the runtime has it, else each unit on its own.
 */
export function waitText(seconds: number, language: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const parts: Record<DurationUnit, number> = {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
  // Units of zero are left out: "1 hr", not "1 hr, 0 min, 0 sec".
  const shown = Object.fromEntries(Object.entries(parts).filter(([, value]) => value > 0)) as Partial<
    Record<DurationUnit, number>
  >;
  const DurationFormat = (Intl as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (DurationFormat) return new DurationFormat(language, { style: 'short' }).format(shown);
  return (Object.entries(shown) as Array<[DurationUnit, number]>)
    .map(([unit, value]) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: UNIT_OF[unit], unitDisplay: 'short' }).format(
        value,
      ),
    )
    .join(' ');
}
