import { createSerializationAdapter } from '@tanstack/react-router';
import { createStart } from '@tanstack/react-start';
import { ForbiddenError } from '~/lib/forbidden-error';
import { ServiceUnavailableError } from '~/lib/service-unavailable-error';

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

export const startInstance = createStart(() => ({
  serializationAdapters: [forbiddenErrorAdapter, serviceUnavailableErrorAdapter],
}));
