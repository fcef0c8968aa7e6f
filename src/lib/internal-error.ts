import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * A failure of the server that the browser learns nothing about but its reference: what reaches the
 * page in place of the real error (whose message may hold a query or a stack).
 */
export class InternalError extends Error {
  override name = 'InternalError';
  constructor(readonly reference: string | undefined) {
    super(reference ? `Internal error (reference ${reference})` : 'Internal error');
  }
}

/** The id of the request being answered (on the server), for the page to show as a reference. */
export const currentRequestId = createIsomorphicFn()
  .server(() => getRequestHeader(REQUEST_ID_HEADER) ?? undefined)
  .client(() => undefined);
