import type { QueryClient } from '@tanstack/react-query';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesThrough } from '~/lib/paged-query';
import { webhookQueries } from './webhook-queries';
import type { DeliverySearch } from './webhook-search';

// What the webhook routes load; their loaders travel with their pages' code (vite.config.ts).

/** The endpoints, each with its latest delivery (there are at most WEBHOOK_MAX_ENDPOINTS). */
export function loadWebhookList(queryClient: QueryClient) {
  return queryClient.ensureQueryData(webhookQueries.list());
}

/** An endpoint and its deliveries through the URL's cursor; a missing endpoint is the not-found page. */
export function loadWebhook(queryClient: QueryClient, id: string, { cursor }: DeliverySearch) {
  return ensureOrNotFound(
    Promise.all([
      queryClient.ensureQueryData(webhookQueries.detail(id)),
      ensurePagesThrough(queryClient, webhookQueries.deliveries(id), cursor),
    ]),
  );
}
