import { createORPCClient, onError } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import type { RouterClient } from '@orpc/server';
import { createRouterClient } from '@orpc/server';
import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeaders } from '@tanstack/react-start/server';
import { showDemoDialogFor } from '~/lib/demo-dialog-store';
import { serverContext } from '~/server/context';
import { router, type Router } from './router';

/**
 * During server rendering, procedures are called in-process with the visitor's own headers (and so
 * the same session and permission checks); in the browser they travel over HTTP to /api/rpc.
 */
const getApiClient = createIsomorphicFn()
  .server((): RouterClient<Router> =>
    createRouterClient(router, {
      // The request's own headers: every procedure a page calls while it renders shares one session lookup.
      context: async () => ({ headers: getRequestHeaders(), server: await serverContext() }),
    }),
  )
  .client((): RouterClient<Router> =>
    createORPCClient(
      new RPCLink({
        url: `${window.location.origin}/api/rpc`,
        interceptors: [onError((error) => void showDemoDialogFor(error))],
      }),
    ),
  );

export const api: RouterClient<Router> = getApiClient();
export const orpc = createTanstackQueryUtils(api);
