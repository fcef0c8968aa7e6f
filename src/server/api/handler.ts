import { onError, ORPCError, type AnyRouter } from '@orpc/server';
import { OpenAPIHandler } from '@orpc/openapi/fetch';
import { RPCHandler } from '@orpc/server/fetch';
import type { ServerContext } from '../context';
import { createAuthHandler } from '../auth-handler';
import { isDatabaseUnavailable } from '../db/errors';
import { REQUEST_ID_HEADER } from '~/lib/request-id';
import { checkHealth, liveness, readiness } from './health';
import { setRequestRoute } from '../request-timing';
import { routeTemplates } from '../http/route-template';
import { asServiceUnavailable, serviceUnavailable } from './service-unavailable';
import { checkBodyText } from './well-formed-body';
import { API_REFERENCE_SCRIPT_PATH, readApiReferenceScript } from './api-reference-script';
import { apiReferencePage } from './api-reference-page';
import { appOpenApiDocument } from './openapi';
import { authOpenApiDocument } from './openapi-auth';
import { sessionCookieName } from './openapi-security';
import { LOCAL_UPLOAD_PATH } from '../storage/local-storage';
import { receiveLocalUpload } from '../storage/receive-upload';
import { serveFile } from '../storage/serve-file';
import { FILES_PATH } from '~/lib/image-urls';
import { presentedApiKey, urlCarriesApiKey } from '../api-keys/api-key-secret';
import { createMcpHandler, MCP_PATH } from '../mcp/mcp-handler';
import type { McpTool } from '../mcp/mcp-tool';

/**
 * One handler for everything under /api: auth, RPC, REST, OpenAPI documents and health, and the MCP
 * endpoint (/mcp). The procedures (`router`) and the MCP tools made of them are the features';
 * src/api/ assembles them above this layer.
 */
export function createApiHandler(server: ServerContext, router: AnyRouter, mcpTools: readonly McpTool[]) {
  const logUnexpected = (error: unknown, { context }: { context: { headers: Headers } }) => {
    if (error instanceof ORPCError && error.status < 500) return;
    const requestId = context.headers.get(REQUEST_ID_HEADER);
    if (error instanceof ORPCError && error.status === 503)
      server.logger.warn(
        { err: error.cause ?? error, requestId },
        'API procedure refused: the database is unavailable',
      );
    else server.logger.error({ err: error, requestId }, 'API procedure failed');
  };
  const authHandler = createAuthHandler(server.auth, server.readSession);
  const sessionCookie = sessionCookieName(server.env.BASE_URL);
  const rpc = new RPCHandler(router, { interceptors: [onError(logUnexpected)] });
  const rest = new OpenAPIHandler(router, { interceptors: [onError(logUnexpected)] });
  const mcp = createMcpHandler(server, router, mcpTools);

  const routes: Record<string, (request: Request) => Promise<Response>> = {
    '/api/health/live': async () => liveness(),
    '/api/health/ready': () => readiness(server),
    '/api/health': () => checkHealth(server.databaseAvailable),
    '/api/openapi/app/schema': async () => Response.json(await appOpenApiDocument(router, sessionCookie)),
    '/api/openapi/auth/schema': async () =>
      Response.json(authOpenApiDocument(await server.auth.api.generateOpenAPISchema(), sessionCookie)),
    '/api/openapi/app': async () =>
      new Response(apiReferencePage(), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    // Without a build only (vite dev, tests): the built server finds it among the static files first.
    [API_REFERENCE_SCRIPT_PATH]: async () =>
      new Response(new Uint8Array(readApiReferenceScript()), {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        },
      }),
  };

  // The route template of each path, until a procedure names its own: better-auth's endpoints
  // (`/api/auth/callback/:id`), Folio's routes, the file and upload paths; anything else is `/api/*`.
  const routeOf = routeTemplates([
    ...Object.values(server.auth.api).flatMap((endpoint) =>
      'path' in endpoint && typeof endpoint.path === 'string' ? [`/api/auth${endpoint.path}`] : [],
    ),
    ...Object.keys(routes),
    LOCAL_UPLOAD_PATH,
    `${FILES_PATH}$`,
    '/api/rpc/*',
    '/api/rest/*',
    '/api/*',
    MCP_PATH,
  ]);

  /**
   * A failure the database explains is a 503 with Retry-After, whichever part answered: better-auth hides
   * the cause of its 500s, so a 500 is checked against the database before it is sent.
   */
  return async function handleApiRequest(request: Request): Promise<Response> {
    const checked = await checkBodyText(request);
    if (checked instanceof Response) return checked;
    const response = privateByDefault(await answer(checked).catch(unavailableOrThrow));
    if (response.status === 401) return withBearerChallenge(response, checked);
    if (response.status === 429) return asThrottleRefusal(response);
    if (response.status === 503) return asServiceUnavailable(response);
    if (response.status < 500) return response;
    if (!(await server.databaseAvailable())) return serviceUnavailable();
    return withRequestId(response, request.headers.get(REQUEST_ID_HEADER));
  };

  async function answer(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    setRequestRoute(routeOf(pathname));
    const refusal = keyRefusal(request, pathname);
    if (refusal) return refusal;
    if (pathname.startsWith('/api/auth/')) return authHandler(request);
    if (pathname === MCP_PATH) return mcp(request);

    const context = { headers: request.headers, server };
    if (pathname.startsWith('/api/rpc/')) {
      const { matched, response } = await rpc.handle(request, {
        prefix: '/api/rpc',
        context: { ...context, via: 'rpc' },
      });
      if (matched) return response;
    } else if (pathname.startsWith('/api/rest/')) {
      const { matched, response } = await rest.handle(request, {
        prefix: '/api/rest',
        context: { ...context, via: 'rest' },
      });
      if (matched) return response;
    } else if (pathname === LOCAL_UPLOAD_PATH) {
      return receiveLocalUpload(request, server.uploads.storage, server.secret);
    } else if (pathname.startsWith(FILES_PATH) && (request.method === 'GET' || request.method === 'HEAD')) {
      return serveFile(pathname, server.uploads.storage);
    } else {
      const route = routes[pathname];
      if (route && (request.method === 'GET' || request.method === 'HEAD')) return route(request);
    }
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }
}

const KEYED_PATHS = ['/api/rest/', '/api/rpc/', '/api/auth/', MCP_PATH];

/**
 * An API key where none may go: in a URL (URLs end up in logs, proxies and histories), or on
 * better-auth's endpoints (a key never signs in, changes an e-mail or adds a passkey). 401, nothing done.
 */
function keyRefusal(request: Request, pathname: string): Response | null {
  if (!KEYED_PATHS.some((prefix) => pathname.startsWith(prefix))) return null;
  if (urlCarriesApiKey(new URL(request.url)))
    return Response.json(
      { code: 'API_KEY_IN_URL', message: 'Send an API key in the Authorization header, never in a URL' },
      { status: 401 },
    );
  if (pathname.startsWith('/api/auth/') && presentedApiKey(request.headers))
    return Response.json(
      { code: 'API_KEY_NOT_ACCEPTED', message: 'API keys are not accepted by the sign-in endpoints' },
      { status: 401 },
    );
  return null;
}

/** Every 401 of the API says how to authenticate (RFC 6750), and that a presented key was refused. */
function withBearerChallenge(response: Response, request: Request): Response {
  if (response.headers.has('www-authenticate')) return response;
  const headers = new Headers(response.headers);
  const refusedKey = presentedApiKey(request.headers) ? ', error="invalid_token"' : '';
  headers.set('www-authenticate', `Bearer realm="Folio"${refusedKey}`);
  return new Response(response.body, { status: 401, statusText: response.statusText, headers });
}

/** A failure the database explains, thrown rather than answered (reading the session): a 503. */
function unavailableOrThrow(error: unknown): Response {
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  throw error;
}

interface OrpcRefusal {
  code?: string;
  data?: { retryAfter?: number };
}

/**
 * Every 429 says when to come back, in seconds, the same number in its header and its body: better-auth's
 * own limiter sends `X-Retry-After` and no code, so it gets Folio's shape (`Retry-After`,
 * `{ code: 'TOO_MANY_REQUESTS', retryAfter }`); an oRPC refusal keeps its body (`data.retryAfter`, inside
 * `json` over RPC, which the browser's client decodes) and gains the header.
 */
async function asThrottleRefusal(response: Response): Promise<Response> {
  if (response.headers.has('retry-after')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as (OrpcRefusal & { json?: OrpcRefusal }) | null;
  const refusal = body?.json ?? body;
  const retryAfter = Math.max(
    1,
    Math.ceil(Number(refusal?.data?.retryAfter ?? response.headers.get('x-retry-after')) || 1),
  );
  if (refusal?.code) {
    const headers = new Headers(response.headers);
    headers.set('retry-after', String(retryAfter));
    return new Response(response.body, { status: 429, headers });
  }
  return Response.json(
    { code: 'TOO_MANY_REQUESTS', message: 'Too many requests, try again later', retryAfter },
    { status: 429, headers: { 'retry-after': String(retryAfter) } },
  );
}

/**
 * API answers hold personal data (an export, the users list, a session): no cache keeps them unless the
 * route says otherwise (the API reference's script is public).
 */
function privateByDefault(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  // A copy: the headers of some responses (fetched ones) cannot be changed.
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A real 500 names its request, so that the person can quote it and the log entry be found. */
async function withRequestId(response: Response, requestId: string | null): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!requestId || !body || typeof body !== 'object') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json({ ...body, requestId }, { status: response.status, headers });
}

export type ApiHandler = ReturnType<typeof createApiHandler>;
