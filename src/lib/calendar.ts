import { z } from 'zod';

/**
 * The years Folio accepts in the dates people and clients send: wide enough for any real use, and
 * inside what PostgreSQL (no year 0) and JavaScript's ISO strings (four-digit years) both handle.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

export function isYearInRange(year: number): boolean {
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** A calendar day as yyyy-mm-dd, in Folio's range of years. */
export const daySchema = z.iso
  .date({ error: 'validation:dateInvalid' })
  .refine((day) => isYearInRange(Number(day.slice(0, 4))), { error: 'validation:dateInvalid' });

/** A moment in Folio's range of years (e.g. when a ban ends). */
export function isMomentInRange(date: Date): boolean {
  return isYearInRange(date.getUTCFullYear());
}
