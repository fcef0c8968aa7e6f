import { useNavigate } from '@tanstack/react-router';
import { KeyRound, Power, PowerOff, Send } from 'lucide-react';
import { useState } from 'react';
import { api } from '~/api/client';
import { OneTimeSecret } from '~/components/one-time-secret';
import { Button } from '~/components/ui/button';
import { DeleteButton } from '~/components/ui/delete-button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FormDialog } from '~/components/ui/form-dialog';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '~/lib/webhooks';
import { useAction } from '~/lib/use-action';
import { useCan } from '~/lib/use-viewer';
import { useTranslation } from '~/lib/use-translation';
import { EditWebhookDialog } from './edit-webhook-dialog';
import type { WebhookEndpoint } from './webhook.schema';
import { webhookQueries } from './webhook-queries';
import { webhookRefusalOf } from './webhook-refusals';
import { useWebhookSecretTexts } from './webhook-secret-texts';

/** What an admin does with an endpoint: edit, send a test event, disable or enable, rotate, delete. */
export function WebhookActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const navigate = useNavigate();
  const mayUpdate = useCan({ webhook: ['update'] });
  const mayDelete = useCan({ webhook: ['delete'] });
  const failure = (fallback: string) => (error: unknown) => {
    const reason = webhookRefusalOf(error);
    return reason ? t(`refusals.${reason}`) : fallback;
  };
  const sendTest = useAction({
    run: () => api.webhooks.sendTest({ id: endpoint.id }),
    success: t('test.success'),
    failure: failure(t('test.failed')),
    invalidates: webhookQueries.all(),
  });
  const toggle = useAction({
    run: () =>
      api.webhooks.update({
        id: endpoint.id,
        url: endpoint.url,
        description: endpoint.description,
        events: endpoint.events,
        enabled: !endpoint.enabled,
      }),
    success: endpoint.enabled ? t('disable.success') : t('enable.success'),
    failure: failure(endpoint.enabled ? t('disable.failed') : t('enable.failed')),
    invalidates: webhookQueries.all(),
  });
  const remove = useAction({
    run: () => api.webhooks.delete({ id: endpoint.id }),
    success: t('delete.success'),
    failure: failure(t('delete.failed')),
    invalidates: webhookQueries.all(),
    onDone: () => navigate({ to: '/manager/webhooks' }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      {mayUpdate ? (
        <>
          <EditWebhookDialog endpoint={endpoint} />
          <Button
            icon={Send}
            variant="outline"
            disabled={!endpoint.enabled || sendTest.isPending}
            onClick={() => sendTest.mutate(undefined)}
          >
            {t('test.button')}
          </Button>
          <Button
            icon={endpoint.enabled ? PowerOff : Power}
            variant="outline"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(undefined)}
          >
            {endpoint.enabled ? t('disable.button') : t('enable.button')}
          </Button>
          <RotateSecret endpoint={endpoint} />
        </>
      ) : null}
      {mayDelete ? (
        <DeleteButton
          action={remove}
          label={t('delete.button')}
          title={t('delete.confirmTitle')}
          description={t('delete.confirmDescription', { url: endpoint.url })}
        />
      ) : null}
    </div>
  );
}

/** "Rotate the secret", once confirmed: the new one shown this once; the old one signs beside it for 24 h. */
function RotateSecret({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const secretTexts = useWebhookSecretTexts();
  const [secret, setSecret] = useState<string>();
  const rotate = useAction({
    run: () => api.webhooks.rotateSecret({ id: endpoint.id }),
    success: t('rotate.success'),
    failure: () => t('rotate.failed'),
    invalidates: webhookQueries.all(),
    onDone: (rotated) => setSecret(rotated.secret),
  });
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button icon={KeyRound} variant="outline" disabled={rotate.isPending}>
            {t('rotate.button')}
          </Button>
        }
        title={t('rotate.confirmTitle')}
        description={t('rotate.confirmDescription', { hours: WEBHOOK_SECRET_OVERLAP_HOURS })}
        confirmLabel={t('rotate.confirm')}
        onConfirm={() => rotate.mutate(undefined)}
      />
      <FormDialog
        open={Boolean(secret)}
        // The secret is gone with the dialog: it is never shown again.
        onOpenChange={(open) => (open ? undefined : setSecret(undefined))}
        title={t('secret.rotatedTitle')}
      >
        {secret ? (
          <OneTimeSecret
            secret={secret}
            texts={secretTexts}
            onDone={() => setSecret(undefined)}
            testId="webhook-secret"
          />
        ) : null}
      </FormDialog>
    </>
  );
}
