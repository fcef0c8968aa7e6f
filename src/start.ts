import { createSerializationAdapter } from '@tanstack/react-router';
import { createIsomorphicFn, createStart } from '@tanstack/react-start';
import { ForbiddenError } from '~/lib/forbidden-error';
import { ServiceUnavailableError } from '~/lib/service-unavailable-error';
import { currentRequestId, InternalError } from '~/lib/internal-error';
import { refusalOf } from '~/lib/refusal';

// A guard's ForbiddenError reaches the browser as itself (not a plain Error), so hydration keeps the 403 page.
const forbiddenErrorAdapter = createSerializationAdapter({
  key: 'folio-forbidden-error',
  test: (value): value is ForbiddenError => value instanceof ForbiddenError,
  toSerializable: () => 'forbidden',
  fromSerializable: () => new ForbiddenError(),
});

// The same for a 503: the browser keeps the "try again shortly" page.
const serviceUnavailableErrorAdapter = createSerializationAdapter({
  key: 'folio-service-unavailable-error',
  test: (value): value is ServiceUnavailableError => value instanceof ServiceUnavailableError,
  toSerializable: () => 'unavailable',
  fromSerializable: () => new ServiceUnavailableError(),
});

/** On the server, the error a page gets only the reference of goes to the log; nothing in the browser. */
const logPageError = createIsomorphicFn()
  .server((error: Error) => {
    // Loaded when needed, and only on the server: the logger stays out of the browser's code.
    void import('./server/page-errors').then((errors) => errors.logPageError(error));
  })
  .client((_error: Error) => {});

// Any other error thrown on the server reaches the browser as its request's reference only: a message
// can hold a failed query, its parameters or a stack, which no page and no client should see. The
// server's log has it (a failed loader, a missing table), under the same request id.
const internalErrorAdapter = createSerializationAdapter({
  key: 'folio-internal-error',
  test: (value): value is Error =>
    value instanceof Error &&
    !(value instanceof ForbiddenError) &&
    !(value instanceof ServiceUnavailableError) &&
    !isClientRefusal(value),
  toSerializable: (error) => {
    logPageError(error);
    return currentRequestId() ?? '';
  },
  fromSerializable: (reference) => new InternalError(reference || undefined),
});

export const startInstance = createStart(() => ({
  serializationAdapters: [forbiddenErrorAdapter, serviceUnavailableErrorAdapter, internalErrorAdapter],
}));

/** A refusal the person should read (404, 409…): an API error below 500 keeps its meaning. */
function isClientRefusal(error: Error): boolean {
  const status = refusalOf(error).status;
  return status !== undefined && status < 500;
}
