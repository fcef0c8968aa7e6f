import { createSerializationAdapter } from '@tanstack/react-router';
import { createStart } from '@tanstack/react-start';
import { ForbiddenError } from '~/lib/forbidden-error';

// A guard's ForbiddenError reaches the browser as itself (not a plain Error), so hydration keeps the 403 page.
const forbiddenErrorAdapter = createSerializationAdapter({
  key: 'folio-forbidden-error',
  test: (value): value is ForbiddenError => value instanceof ForbiddenError,
  toSerializable: () => 'forbidden',
  fromSerializable: () => new ForbiddenError(),
});

export const startInstance = createStart(() => ({ serializationAdapters: [forbiddenErrorAdapter] }));
