import type { OpenAPI } from '@orpc/openapi';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** Every operation of `document` with its path, to read or change in place. */
export function pathOperations(
  document: OpenAPI.Document,
): { path: string; method: string; operation: OpenAPI.OperationObject }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

/** Every operation of `document`, to read or change in place. */
export function operationsOf(document: OpenAPI.Document): OpenAPI.OperationObject[] {
  return pathOperations(document).map(({ operation }) => operation);
}

/** The tags the operations of `document` use, to declare once at its top, in the order they first appear. */
export function declaredTags(document: OpenAPI.Document): OpenAPI.TagObject[] {
  const names = new Set(operationsOf(document).flatMap((operation) => operation.tags ?? []));
  return [...names].map((name) => ({ name }));
}
