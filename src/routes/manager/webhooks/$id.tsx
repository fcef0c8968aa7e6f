import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '~/features/session/guards';
import { WebhookEndpointPage } from '~/features/webhooks/webhook-endpoint-page';
import { loadWebhook } from '~/features/webhooks/webhook-routes';
import { validateDeliverySearch } from '~/features/webhooks/webhook-search';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/webhooks/$id')({
  validateSearch: validateDeliverySearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer, { webhook: ['list'] }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadWebhook(context.queryClient, params.id, deps),
  head: describedBy('webhooks:meta.endpoint'),
  component: function WebhookEndpointRoute() {
    return <WebhookEndpointPage id={Route.useParams().id} />;
  },
});
