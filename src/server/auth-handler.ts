import { runWithAdapter } from '@better-auth/core/context';
import type { AuthContext } from 'better-auth';
import { router } from 'better-auth/api';
import type { Auth } from './auth';
import type { SessionReader } from './session-reader';

const GET_SESSION_PATH = '/api/auth/get-session';

/**
 * better-auth's HTTP handler, its router built once. `auth.handler` builds every endpoint and a new
 * router for each request (a sixth of a `get-session`'s CPU), so that a `baseURL` or trusted origins
 * resolved from the request reach them. Folio's are fixed (BASE_URL's origin), so one router serves
 * every request; each call still gets its own copy of the context (better-call and the endpoint
 * dispatch copy it), and runs with the adapter in scope as `auth.handler` does, for the hooks queued
 * after a transaction.
 *
 * A plain `GET /api/auth/get-session` (the browser's client asks it on every load and focus) is answered
 * from `readSession` with better-auth's own body and headers, unless the reading would write.
 */
export function createAuthHandler(
  auth: Auth,
  readSession: SessionReader,
): (request: Request) => Promise<Response> {
  let built: ReturnType<typeof build> | undefined;
  return async (request) => {
    if (request.method === 'GET' && request.url.endsWith(GET_SESSION_PATH)) {
      const read = await readSession(request.headers);
      if (read !== undefined)
        return Response.json(read, { headers: { 'cache-control': 'no-store', pragma: 'no-cache' } });
    }
    built ??= build(auth);
    const { handle, adapter, sessionCookie } = await built;
    return withoutEndedToken(await runWithAdapter(adapter, () => handle(request)), sessionCookie);
  };
}

async function build(auth: Auth) {
  // The router takes the general context; Folio's is typed with its own plugins, which it contains.
  const context = (await auth.$context) as unknown as AuthContext;
  return {
    handle: router(context, auth.options).handler,
    adapter: context.adapter,
    sessionCookie: context.authCookies.sessionToken.name,
  };
}

/**
 * The bearer plugin hands a native app the first session cookie an answer sets; when the same answer
 * then ends that session (a sign-in that waits for its second step), that token names no session, so it
 * is not given: the app gets its token from the second step's answer.
 */
function withoutEndedToken(response: Response, sessionCookie: string): Response {
  if (!response.headers.has('set-auth-token')) return response;
  const ended = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${sessionCookie}=`) && /;\s*max-age=0\b/i.test(cookie));
  if (!ended) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-auth-token');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
