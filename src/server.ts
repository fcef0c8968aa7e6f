import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import { getServerFnById } from '#tanstack-start-server-fn-resolver';
import { closeServerContext, serverContext, stopServerJobs } from './server/context';
import { closeDatabase, database } from './server/db/database';
import { newMigrationsApplier } from './server/db/new-migrations';
import { prepareNewEmbeddedDatabaseApart } from './server/db/new-embedded-database';
import { uploadOrigin } from './server/storage';
import { providerPictureOrigins } from './server/provider-pictures';
import { env } from './server/env';
import { asServiceUnavailable } from './server/api/service-unavailable';
import { createRenderCache } from './server/http/render-cache';
import type { FetchOptions } from './server/http/node-server';
import { runServer } from './server/http/run-server';
import { observeRequests } from './server/http/observe-requests';
import { routePaths, routeTemplates, type RouteNode } from './server/http/route-template';
import { currentRequestTiming, timePart } from './server/request-timing';
import { startMetrics } from './server/telemetry/metrics';
import { startTracing } from './server/telemetry/start-tracing';
import { inSpan } from './server/telemetry/tracer';
import { SERVER_FN_BASE, unknownServerFunction } from './server/http/server-functions';
import { secureFetch, type SecureFetchRequestOptions } from './server/security/secure-fetch';
import { routeTree } from './routeTree.gen';
import { handleApiRequest } from './api/handle-api-request';
import { MCP_PATH } from './server/mcp/mcp-handler';

// A server function id that TanStack Start's build does not know is a 404, answered before Start runs.
const missingServerFunction = unknownServerFunction(getServerFnById);

// Cross-site state-changing requests are refused and security headers added here, in front of every
// route, server function and API handler, both in `vite dev` and in the built server. The per-request
// nonce reaches the router (src/router.tsx) through the request context; a page rendered for the render
// cache gets none (see secure-fetch.ts).
// Each request is observed (src/server/http/observe-requests.ts): metrics by route template, its trace
// named after it and, with SERVER_TIMING, its timings in the answer.
type SecuredFetch = (request: Request, options?: SecureFetchRequestOptions) => Promise<Response>;
let observed: { timed: SecuredFetch; untimed: SecuredFetch } | undefined;
const fetch = (request: Request, options?: FetchOptions) => {
  // Built on the first request, so a bad BASE_URL is reported by the start, not at import.
  observed ??= observe(
    secureFetch(
      async (req, nonce) =>
        (await missingServerFunction(req)) ?? settle(await render(req, { context: { nonce } })),
      {
        baseUrl: env().BASE_URL,
        origins: { upload: uploadOrigin(env()), pictures: providerPictureOrigins(env()) },
        // vite dev injects its own inline scripts (React refresh) and an HMR websocket.
        omitCsp: import.meta.env.DEV,
      },
    ),
  );
  // A page the render cache keeps goes to every visitor: it carries no timing of its one render.
  return options?.shared ? observed.untimed(request, options) : observed.timed(request, options);
};

function observe(secured: SecuredFetch) {
  const { SERVER_TIMING, METRICS_TOKEN } = env();
  const options = {
    routeOf: routeTemplates(routePaths(routeTree as RouteNode)),
    metricsToken: METRICS_TOKEN,
  };
  return {
    timed: observeRequests(secured, { ...options, serverTiming: SERVER_TIMING }),
    untimed: observeRequests(secured, { ...options, serverTiming: false }),
  };
}

/**
 * The API's answer (/api and the MCP endpoint), or Start's; a page's render (not a server function's)
 * is timed and traced apart. The API is answered before Start: Start would build a router (and its
 * i18n) for every call.
 */
function render(request: Request, options: Parameters<typeof handler.fetch>[1]): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/') || pathname === MCP_PATH) return handleApiRequest(request);
  const answer = async () => handler.fetch(request, options);
  if (pathname.startsWith(SERVER_FN_BASE)) return answer();
  return timePart('renderMs', inSpan(`render ${currentRequestTiming()?.route ?? 'page'}`, {}, answer));
}

/**
 * The 500s whose cause is not a bug: a failure while the database is unreachable is a 503 with
 * Retry-After (the page then says to try again shortly).
 */
async function settle(response: Response): Promise<Response> {
  if (response.status !== 500) return response;
  const { databaseAvailable } = await serverContext();
  return (await databaseAvailable()) ? response : asServiceUnavailable(response);
}

// vite dev (and any host of the entry) renders every page for its own request.
let devMetrics: Promise<void> | undefined;
// vite dev keeps its database open while the code changes: a migration added meanwhile (a generated
// feature's) is applied before the next request, not at the next restart.
const applyNewMigrations = import.meta.env.DEV ? newMigrationsApplier(database) : undefined;
export default createServerEntry({
  fetch: async (request) => {
    devMetrics ??= env().METRICS_TOKEN ? startMetrics() : Promise.resolve();
    await devMetrics;
    await applyNewMigrations?.();
    return fetch(request);
  },
});

/** Opens, migrates and seeds the database, and closes it: a new embedded one is prepared this way apart. */
export async function prepareDatabase(): Promise<void> {
  try {
    await serverContext();
  } finally {
    await closeServerContext();
    await closeDatabase();
  }
}

/** Production start (scripts/start.mjs): open, migrate and seed the database first, then listen. */
export async function startServer(): Promise<void> {
  // Before anything opens the database, Redis or the mail transport: their drivers are patched as they load.
  const stopTracing = await startTracing(env());
  if (env().METRICS_TOKEN) await startMetrics();
  await runServer(
    {
      fetch,
      // The sign-in pages are the same for every anonymous visitor of a language: rendered once each.
      renderCache: createRenderCache({
        paths: ['/login', '/login/error'],
        query: { error: /^[a-z_]{1,40}$/ },
      }),
    },
    {
      prepare: async () => {
        await prepareNewEmbeddedDatabaseApart(import.meta.url);
        // Also starts the jobs: the e-mails sent after a request and the scheduled clean-ups.
        await serverContext();
      },
      // Jobs running get the grace period requests get; those still running then go back to the queue.
      drain: stopServerJobs,
      // The database closes after the jobs stopped: pg-boss's last statements go through it.
      close: async () => {
        await closeServerContext();
        await closeDatabase();
        await stopTracing();
      },
    },
  );
}
