import { CircleCheck, CircleSlash, CircleX, Clock } from 'lucide-react';
import { RelativeTime } from '~/components/relative-time';
import { useTranslation } from '~/lib/use-translation';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.schema';

/** Whether an endpoint is on, and when it is off, why: an admin turned it off, or its deliveries failed. */
export function WebhookEnabledStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  if (endpoint.enabled)
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-medium" data-testid="webhook-state">
        <CircleCheck aria-hidden className="size-4 text-primary" />
        {t('state.enabled')}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium" data-testid="webhook-state">
      <CircleSlash aria-hidden className="size-4 text-destructive" />
      {t(`state.disabled.${endpoint.disabledReason ?? 'manual'}`)}
      {endpoint.disabledAt ? (
        <span className="font-normal text-muted-foreground">
          (<RelativeTime value={endpoint.disabledAt} />)
        </span>
      ) : null}
    </span>
  );
}

/** A delivery's status (delivered, waiting, failed), with the HTTP status of its latest try. */
export function DeliveryOutcome({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const last = delivery.tries.at(-1);
  const Icon = delivery.status === 'delivered' ? CircleCheck : delivery.status === 'failed' ? CircleX : Clock;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Icon
        aria-hidden
        className={
          delivery.status === 'delivered'
            ? 'size-4 text-primary'
            : delivery.status === 'failed'
              ? 'size-4 text-destructive'
              : 'size-4 text-muted-foreground'
        }
      />
      {t(`deliveryStatus.${delivery.status}`)}{' '}
      {last ? (
        <span className="text-muted-foreground">
          (
          {last.statusCode !== null
            ? `HTTP ${last.statusCode}`
            : t(`attemptErrors.${last.error ?? 'connection-failed'}`)}
          )
        </span>
      ) : null}
    </span>
  );
}
