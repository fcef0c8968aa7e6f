import { createIsomorphicFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';

/** Thrown by a route guard when the signed-in person lacks the permission; rendered as the 403 page. */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
  constructor() {
    super('Forbidden');
  }
}

export function isForbiddenError(error: unknown): boolean {
  return error instanceof ForbiddenError || (error instanceof Error && error.name === 'ForbiddenError');
}

/** Server rendering answers a forbidden page with HTTP 403 rather than the router's generic 500. */
export const answerForbidden = createIsomorphicFn()
  .server(() => setResponseStatus(403))
  .client(() => {});
