import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { RelativeTime } from '~/components/relative-time';
import { Card } from '~/components/ui/card';
import { useCan } from '~/lib/use-viewer';
import { useTranslation } from '~/lib/use-translation';
import { AddWebhookDialog, useAddWebhookState } from './add-webhook-dialog';
import type { WebhookEndpointSummary } from './webhook.schema';
import { webhookQueries } from './webhook-queries';
import { DeliveryOutcome, WebhookEnabledStatus } from './webhook-status';

/** /manager/webhooks: the endpoints Folio tells of its events, each with its state and latest delivery. */
export function WebhookListPage() {
  const { t } = useTranslation('webhooks');
  const mayCreate = useCan({ webhook: ['create'] });
  const { data } = useSuspenseQuery(webhookQueries.list());
  const addState = useAddWebhookState();
  const add = mayCreate ? <AddWebhookDialog state={addState} /> : undefined;
  // The empty state holds "Add endpoint" until its dialog closes: moved to the header while open, the
  // dialog would be mounted again and lose the secret it shows.
  const [empty, setEmpty] = useState(data.items.length === 0);
  if (!addState.open && empty !== (data.items.length === 0)) setEmpty(data.items.length === 0);
  return (
    <section className="space-y-4">
      <PageHeader title={t('title')} description={t('description')} action={empty ? undefined : add} />
      {!empty ? (
        <ul className="space-y-3" aria-label={t('listLabel')}>
          {data.items.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={Webhook} text={t('empty')} action={add} data-testid="webhooks-empty" />
      )}
    </section>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpointSummary }) {
  const { t } = useTranslation('webhooks');
  const delivery = endpoint.latestDelivery;
  return (
    <li>
      <Card padding="responsive" className="space-y-2" data-testid="webhook-endpoint">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to="/manager/webhooks/$id"
            params={{ id: endpoint.id }}
            dir="ltr"
            className="min-w-0 font-mono text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {endpoint.url}
          </Link>
          <WebhookEnabledStatus endpoint={endpoint} />
        </div>
        {endpoint.description ? <p className="text-sm break-words">{endpoint.description}</p> : null}
        <p className="text-sm text-muted-foreground">
          {t('eventsList')}{' '}
          {endpoint.events.map((type, index) => (
            <span key={type}>
              {index ? ', ' : null}
              <code dir="ltr" className="font-mono">
                {type}
              </code>
            </span>
          ))}
        </p>
        <p className="text-sm">
          {t('lastDelivery')}{' '}
          {delivery ? (
            <>
              <DeliveryOutcome delivery={delivery} /> ·{' '}
              <RelativeTime value={delivery.lastAttemptAt ?? delivery.createdAt} />
            </>
          ) : (
            <span className="text-muted-foreground">{t('noDeliveries')}</span>
          )}
        </p>
      </Card>
    </li>
  );
}
