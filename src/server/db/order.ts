import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Newest first, in the order Folio's indexes are built (`DESC NULLS LAST`, migration 0005). A plain
 * `desc()` means `DESC NULLS FIRST` to PostgreSQL, which then sorts every row instead of reading the
 * index: 48 ms against 5 ms for the first page of 100,000 users.
 */
export function newestFirst(column: AnyColumn) {
  return sql`${column} desc nulls last`;
}
