import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { RotateCcw, Send } from 'lucide-react';
import { DateTime } from '~/components/date-time';
import { PagedList } from '~/components/paged-list';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { DataTable } from '~/components/ui/data-table';
import { pagedList } from '~/lib/paged-query';
import { useAction } from '~/lib/use-action';
import { useCan } from '~/lib/use-viewer';
import { useTranslation } from '~/lib/use-translation';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.schema';
import { webhookQueries } from './webhook-queries';
import { webhookRefusalOf } from './webhook-refusals';
import { DeliveryOutcome } from './webhook-status';
import { api } from '~/api/client';

/** While a delivery waits for its tries, the log is read again this often. */
const PENDING_REFRESH_MS = 2_000;

/** An endpoint's delivery log, newest first: each delivery's event, time, status and tries, "Redeliver". */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const list = pagedList(
    useSuspenseInfiniteQuery({
      ...webhookQueries.deliveries(endpoint.id),
      refetchInterval: (query) =>
        query.state.data?.pages.some((page) => page.items.some((delivery) => delivery.status === 'pending'))
          ? PENDING_REFRESH_MS
          : false,
    }),
  );
  return (
    <Card padding="responsive" className="space-y-4" data-testid="webhook-deliveries">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('deliveries.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('deliveries.description')}</p>
      </div>
      <PagedList list={list} emptyText={t('deliveries.empty')} emptyIcon={Send}>
        <ul className="divide-y divide-border">
          {list.items.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} endpoint={endpoint} />
          ))}
        </ul>
      </PagedList>
    </Card>
  );
}

function DeliveryItem({ delivery, endpoint }: { delivery: WebhookDelivery; endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const mayRedeliver = useCan({ webhook: ['update'] });
  const redeliver = useAction({
    run: () => api.webhooks.redeliver({ id: endpoint.id, deliveryId: delivery.id }),
    success: t('redeliver.success'),
    failure: (error) => {
      const reason = webhookRefusalOf(error);
      return reason ? t(`refusals.${reason}`) : t('redeliver.failed');
    },
    invalidates: webhookQueries.all(),
  });
  return (
    <li className="space-y-2 py-3" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-0.5">
          <p className="text-sm font-medium">
            <code dir="ltr" className="font-mono">
              {delivery.eventType}
            </code>{' '}
            <span className="font-normal text-muted-foreground">— {t(`events.${delivery.eventType}`)}</span>
          </p>
          <p className="flex flex-wrap gap-x-3 text-sm">
            <DateTime value={delivery.createdAt} />
            <DeliveryOutcome delivery={delivery} />
            <span>{t('deliveries.attempts', { count: delivery.attempts })}</span>
          </p>
        </div>
        {mayRedeliver && delivery.status !== 'pending' ? (
          <Button
            icon={RotateCcw}
            variant="outline"
            size="compact"
            aria-label={t('redeliver.label', { type: delivery.eventType })}
            disabled={!endpoint.enabled || redeliver.isPending}
            onClick={() => redeliver.mutate(undefined)}
          >
            {t('redeliver.button')}
          </Button>
        ) : null}
      </div>
      {delivery.tries.length ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            {t('deliveries.showAttempts', { count: delivery.tries.length })}
          </summary>
          <DataTable
            label={t('deliveries.attemptsOf', { type: delivery.eventType })}
            columns={[t('attempt.time'), t('attempt.status'), t('attempt.duration'), t('attempt.response')]}
          >
            {delivery.tries.map((attempt) => (
              <AttemptRow key={attempt.id} attempt={attempt} />
            ))}
          </DataTable>
        </details>
      ) : null}
    </li>
  );
}

function AttemptRow({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation('webhooks');
  return (
    <tr className="border-t border-border align-top" data-testid="webhook-attempt">
      <td className="px-4 py-2 whitespace-nowrap">
        <DateTime value={attempt.attemptedAt} />
      </td>
      <td className="px-4 py-2 whitespace-nowrap">
        {attempt.statusCode !== null
          ? attempt.statusCode
          : t(`attemptErrors.${attempt.error ?? 'connection-failed'}`)}
      </td>
      <td className="px-4 py-2 whitespace-nowrap">
        {t('attempt.milliseconds', { count: attempt.durationMs })}
      </td>
      <td className="px-4 py-2">
        {attempt.response ? (
          <pre dir="ltr" className="max-h-48 max-w-md overflow-auto text-xs whitespace-pre-wrap break-all">
            {attempt.response}
          </pre>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </td>
    </tr>
  );
}
