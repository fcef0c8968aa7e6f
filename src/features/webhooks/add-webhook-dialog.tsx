import { Plus } from 'lucide-react';
import { useState } from 'react';
import { api } from '~/api/client';
import { OneTimeSecret } from '~/components/one-time-secret';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/form-dialog';
import { useAction } from '~/lib/use-action';
import { useTranslation } from '~/lib/use-translation';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { webhookQueries } from './webhook-queries';
import { webhookFieldRefusal, webhookRefusalOf } from './webhook-refusals';
import { useWebhookSecretTexts } from './webhook-secret-texts';

/**
 * Whether "Add endpoint" is open, and the secret it shows. Kept by the page: its button moves from the
 * empty state to the page's header once the first endpoint is there, and the secret must survive the move.
 */
export function useAddWebhookState() {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string>();
  return { open, setOpen, secret, setSecret };
}

/** "Add endpoint": its URL, description and events, then its signing secret, shown this once. */
export function AddWebhookDialog({
  state: { open, setOpen, secret, setSecret },
}: {
  state: ReturnType<typeof useAddWebhookState>;
}) {
  const { t } = useTranslation('webhooks');
  const secretTexts = useWebhookSecretTexts();
  const close = () => {
    setOpen(false);
    // The secret is gone with the dialog: it is never shown again.
    setSecret(undefined);
  };
  const create = useAction({
    run: (values: Parameters<typeof api.webhooks.create>[0]) => api.webhooks.create(values),
    success: t('add.success'),
    // A refusal of one field is said on it.
    failure: (error) => {
      if (webhookFieldRefusal(error)) return null;
      const reason = webhookRefusalOf(error);
      return reason ? t(`refusals.${reason}`) : t('add.failed');
    },
    invalidates: webhookQueries.all(),
    onDone: (created) => setSecret(created.secret),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={secret ? t('secret.newTitle') : t('add.title')}
      trigger={<Button icon={Plus}>{t('add.button')}</Button>}
    >
      {!open ? null : secret ? (
        <OneTimeSecret secret={secret} texts={secretTexts} onDone={close} testId="webhook-secret" />
      ) : (
        <WebhookEndpointForm
          submitLabel={t('add.submit')}
          save={(values) => create.mutateAsync({ ...values, enabled: true })}
        />
      )}
    </FormDialog>
  );
}
