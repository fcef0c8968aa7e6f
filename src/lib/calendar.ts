/**
 * The years Folio accepts in the dates people and clients send: wide enough for any real use, and
 * inside what PostgreSQL (no year 0) and JavaScript's ISO strings (four-digit years) both handle.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

export function isYearInRange(year: number): boolean {
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** Whether `value` is a calendar day written yyyy-mm-dd (a real one: no 31 April), in Folio's range of years. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    isYearInRange(date.getUTCFullYear())
  );
}

/** A moment in Folio's range of years (e.g. when a ban ends). */
export function isMomentInRange(date: Date): boolean {
  return isYearInRange(date.getUTCFullYear());
}
