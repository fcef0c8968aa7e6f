import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createAppI18n } from '~/lib/app-i18n';
import { ErrorPage } from '~/features/errors/error-page';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { routeTree } from './routeTree.gen';

export function getRouter() {
  // TanStack Query's defaults are Folio's: 3 retries backing off from 1 s doubling to 30 s, unused data dropped after 5 min.
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient, i18n: createAppI18n() },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
