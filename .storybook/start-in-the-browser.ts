// What TanStack Start's compiler makes of `@tanstack/react-start` in the browser's build, for the
// catalogue, which is built without Start's plugin (it has no server): an isomorphic function is its
// client side. Only what Folio's components and libraries use is here; anything else fails the build.

interface IsomorphicFn<Args extends unknown[], Result> {
  (...args: Args): Result;
  server(implementation: (...args: Args) => Result): IsomorphicFn<Args, Result>;
  client<Client extends (...args: never[]) => unknown>(implementation: Client): Client;
}

export function createIsomorphicFn<Args extends unknown[] = [], Result = undefined>(): IsomorphicFn<
  Args,
  Result
> {
  const none = (() => undefined) as unknown as IsomorphicFn<Args, Result>;
  none.server = () => none;
  none.client = (implementation) => implementation;
  return none;
}
