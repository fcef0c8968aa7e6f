import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { getGlobalStartContext } from '@tanstack/react-start';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createAppI18n } from '~/lib/app-i18n';
import { ErrorPage } from '~/features/errors/error-page';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { routeTree } from './routeTree.gen';

export async function getRouter() {
  // TanStack Query's defaults are Folio's: 3 retries backing off from 1 s doubling to 30 s, unused data dropped after 5 min.
  const queryClient = new QueryClient();
  let hydrated = false;
  const router = createRouter({
    routeTree,
    context: { queryClient, i18n: await createAppI18n() },
    // Restored on every navigation but the first render, the hydration of the server's page: the
    // browser (or the router's inline script, on a reload) has placed that page already, and a person
    // may have scrolled since. Sending them back to the top would make their next tap land elsewhere.
    scrollRestoration: () => {
      const restore = hydrated;
      hydrated = true;
      return restore;
    },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The CSP nonce of this request (src/server.ts), stamped on every script the router renders.
    ssr: { nonce: requestNonce() },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

/** On the server, the nonce src/server.ts put in the request context; undefined in the browser. */
function requestNonce(): string | undefined {
  try {
    const context = getGlobalStartContext() as { nonce?: unknown } | undefined;
    return typeof context?.nonce === 'string' ? context.nonce : undefined;
  } catch {
    // No request context (e.g. outside a request): no nonce.
    return undefined;
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
  }
}
