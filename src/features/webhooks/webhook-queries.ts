import { orpc } from '~/api/client';

/** How many deliveries an endpoint's page shows at a time. */
export const DELIVERIES_PAGE_SIZE = 20;

export const webhookQueries = {
  all: () => orpc.webhooks.key(),
  list: () => orpc.webhooks.list.queryOptions(),
  detail: (id: string) => orpc.webhooks.get.queryOptions({ input: { id } }),
  /** An endpoint's deliveries, newest first, each with its latest tries. */
  deliveries: (id: string) =>
    orpc.webhooks.deliveries.infiniteOptions({
      input: (cursor: string | undefined) => ({ id, cursor, limit: DELIVERIES_PAGE_SIZE }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};
