import { z } from 'zod';

const bookIdSchema = z.uuid();

/** A book named in a request: bounded, then checked with isBookId (anything else is a 404, not a 400). */
export const bookIdInput = z.object({ id: z.string().max(64) });

/** A book id is a UUID: anything else names no book (404), never a database error. */
export function isBookId(id: string): boolean {
  return bookIdSchema.safeParse(id).success;
}
