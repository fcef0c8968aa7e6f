import { createIsomorphicFn } from '@tanstack/react-start';
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server';
import { refusalOf } from './refusal';
import { RETRY_AFTER_SECONDS } from './retry-after';

/** Thrown when the database (or another dependency) cannot answer now; rendered as the 503 page. */
export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError';
  constructor() {
    super('Service unavailable');
  }
}

/** Whether a route error means "try again shortly": this error, or an API refusal with status 503. */
export function isServiceUnavailable(error: unknown): boolean {
  return (
    error instanceof ServiceUnavailableError ||
    (error instanceof Error && error.name === 'ServiceUnavailableError') ||
    refusalOf(error).status === 503
  );
}

/** Server rendering answers such a page with HTTP 503 and Retry-After rather than the router's 500. */
export const answerServiceUnavailable = createIsomorphicFn()
  .server(() => {
    setResponseStatus(503);
    setResponseHeader('retry-after', String(RETRY_AFTER_SECONDS));
  })
  .client(() => {});
