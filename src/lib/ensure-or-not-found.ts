import { ORPCError } from '@orpc/client';
import { notFound } from '@tanstack/react-router';

/** Waits for a page's record; one the API does not find is the area's not-found page, not a crash. */
export async function ensureOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ORPCError && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
}
