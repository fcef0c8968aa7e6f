import { z } from 'zod';

/**
 * Keyset ("seek") pagination: the cursor is the sort key of the last row served, so the next page is
 * an index range scan that costs the same on page 1,000 as on page 1 — never OFFSET.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const cursorSchema = z.array(z.union([z.string(), z.number()]));

/** The sort key of a cursor, or undefined when it was tampered with or is malformed. */
export function decodeCursor(cursor: string, length: number): Array<string | number> | undefined {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.length === length ? parsed.data : undefined;
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
