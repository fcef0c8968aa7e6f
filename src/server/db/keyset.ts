import { ORPCError } from '@orpc/server';
import { z } from 'zod';
import { isYearInRange } from '~/lib/calendar';

/**
 * Keyset ("seek") pagination: the cursor is the sort key of the last row served, so the next page is
 * an index range scan that costs the same on page 1,000 as on page 1 — never OFFSET.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2})(:\d{2})?$/;

/** A timestamptz as PostgreSQL prints it (`2026-11-20 23:45:34.498123+00`): a real moment it accepts back. */
export const pgTimestampSchema = z.string().refine((text) => {
  const parts = PG_TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = Math.abs(Number(parts[8]));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    isYearInRange(year) &&
    offsetHours <= 15 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
});

/**
 * The sort key of a cursor, checked against the shape the list expects (a tampered cursor must be a
 * 400, never a database error); undefined when it does not fit.
 */
export function decodeCursor<Key extends z.ZodTuple>(cursor: string, schema: Key): z.infer<Key> | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const pageInputSchema = z.object({
  cursor: z.string().max(1_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Splits the rows of a `limit + 1` query into one page and whether another follows. */
export function takePage<Row>(rows: Row[], limit: number, keyOf: (row: Row) => readonly (string | number)[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * One page of a keyset-paged list, the way every list procedure pages: the cursor is decoded against
 * the list's key (a cursor that is not one of this list's is a 400 "Invalid cursor"), `rows` reads at
 * most `take` rows after that key (undefined: from the start), and the extra row says whether another
 * page follows.
 */
export async function keysetPage<Key extends z.ZodTuple, Row>(page: {
  cursor: string | undefined;
  limit: number;
  key: Key;
  rows: (after: z.infer<Key> | undefined, take: number) => Promise<Row[]>;
  keyOf: (row: Row) => readonly (string | number)[];
}) {
  const after = page.cursor ? decodeCursor(page.cursor, page.key) : undefined;
  if (page.cursor && !after) throw new ORPCError('BAD_REQUEST', { message: 'Invalid cursor' });
  return takePage(await page.rows(after, page.limit + 1), page.limit, page.keyOf);
}
