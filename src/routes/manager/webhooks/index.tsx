import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '~/features/session/guards';
import { WebhookListPage } from '~/features/webhooks/webhook-list-page';
import { loadWebhookList } from '~/features/webhooks/webhook-routes';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/webhooks/')({
  beforeLoad: ({ context }) => requirePermission(context.viewer, { webhook: ['list'] }),
  loader: ({ context }) => loadWebhookList(context.queryClient),
  head: describedBy('webhooks:meta.list'),
  component: () => <WebhookListPage />,
});
