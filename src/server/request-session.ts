import type { AuthSession } from './auth';
import type { ServerContext } from './context';
import { timePart } from './request-timing';

/**
 * The session of one HTTP request, looked up once however many parts of that request ask (the root
 * route's viewer, each procedure a page's loaders call while it renders): keyed by the request's own
 * headers object, so it lives exactly as long as the request. Nothing is kept between requests: a
 * revoked session is refused on the very next one.
 */
const lookups = new WeakMap<Headers, Promise<AuthSession | null>>();

export function sessionOf(
  server: Pick<ServerContext, 'auth' | 'readSession'>,
  headers: Headers,
): Promise<AuthSession | null> {
  let lookup = lookups.get(headers);
  if (!lookup) {
    lookup = timePart('authMs', lookUp(server, headers));
    lookups.set(headers, lookup);
  }
  return lookup;
}

/** Read directly; better-auth answers when the reading would write (a refresh, an expired session). */
async function lookUp(
  server: Pick<ServerContext, 'auth' | 'readSession'>,
  headers: Headers,
): Promise<AuthSession | null> {
  const read = await server.readSession(headers);
  if (read !== undefined) return read;
  return server.auth.api.getSession({ headers, query: { disableCookieCache: true } });
}
