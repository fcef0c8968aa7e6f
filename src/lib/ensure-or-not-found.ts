import { ORPCError } from '@orpc/client';
import { notFound } from '@tanstack/react-router';
import { answerForbidden, ForbiddenError } from './forbidden-error';

/**
 * Waits for a page's record; one the API does not find is the area's not-found page, and one the API
 * refuses to this person (an organization they were removed from) is the 403 page — never a crash.
 */
export async function ensureOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ORPCError && error.code === 'NOT_FOUND') throw notFound();
    if (error instanceof ORPCError && error.code === 'FORBIDDEN') {
      answerForbidden();
      throw new ForbiddenError();
    }
    throw error;
  }
}
