import { useSuspenseQuery } from '@tanstack/react-query';
import { BackLink } from '~/components/back-link';
import { DateTime } from '~/components/date-time';
import { Card } from '~/components/ui/card';
import { FactList } from '~/components/fact-list';
import { useTranslation } from '~/lib/use-translation';
import { WebhookActions } from './webhook-actions';
import { WebhookDeliveries } from './webhook-deliveries';
import { webhookQueries } from './webhook-queries';
import { WebhookEnabledStatus } from './webhook-status';

/** /manager/webhooks/{id}: an endpoint, what may be done with it, and its delivery log. */
export function WebhookEndpointPage({ id }: { id: string }) {
  const { t } = useTranslation('webhooks');
  const { data: endpoint } = useSuspenseQuery(webhookQueries.detail(id));
  const facts = [
    [
      t('fields.events'),
      <span key="events" className="flex flex-wrap gap-x-2">
        {endpoint.events.map((type) => (
          <code key={type} dir="ltr" className="font-mono text-sm">
            {type}
          </code>
        ))}
      </span>,
    ],
    [t('facts.created'), <DateTime key="created" value={endpoint.createdAt} />],
    [t('facts.pending'), String(endpoint.pendingDeliveries)],
    [t('facts.failures'), String(endpoint.consecutiveFailures)],
    ...(endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > new Date()
      ? [
          [
            t('facts.previousSecret'),
            <DateTime key="previous" value={endpoint.previousSecretExpiresAt} />,
          ] as const,
        ]
      : []),
  ] as const;
  return (
    <section className="space-y-4">
      <BackLink to="/manager/webhooks" label={t('back')} />
      <Card padding="responsive" className="space-y-4" data-testid="webhook-endpoint-card">
        <div className="space-y-1">
          <h1 dir="ltr" className="text-start font-mono text-xl font-bold break-all">
            {endpoint.url}
          </h1>
          {endpoint.description ? <p className="break-words">{endpoint.description}</p> : null}
          <WebhookEnabledStatus endpoint={endpoint} />
        </div>
        <FactList facts={facts} columns={2} />
        <WebhookActions endpoint={endpoint} />
      </Card>
      <WebhookDeliveries endpoint={endpoint} />
    </section>
  );
}
