/** Where TanStack Start serves server functions (its default `serverFns.base`, which Folio keeps). */
export const SERVER_FN_BASE = '/_serverFn/';

/**
 * TanStack Start's own lookup of a server function (`getServerFnById` of its resolver module): resolves
 * with the function, rejects for an id its build does not know (or one the browser may not call).
 */
export type ServerFunctionLookup = (id: string, access: { origin: 'client' }) => Promise<unknown>;

/**
 * The 404 for a request to a server function that does not exist, answered before TanStack Start sees
 * it: Start would throw from its lookup and answer 500, and since errors reach the browser as a
 * reference only, nothing in that 500 tells a missing function from a failing one. Undefined for any
 * other request, which goes on to Start. The id is read as Start reads it: the path segment after the
 * base.
 */
export function unknownServerFunction(
  lookup: ServerFunctionLookup,
): (request: Request) => Promise<Response | undefined> {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(SERVER_FN_BASE)) return undefined;
    const id = pathname.slice(SERVER_FN_BASE.length).split('/')[0];
    const known =
      Boolean(id) &&
      (await lookup(id!, { origin: 'client' }).then(
        () => true,
        () => false,
      ));
    return known ? undefined : Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  };
}
