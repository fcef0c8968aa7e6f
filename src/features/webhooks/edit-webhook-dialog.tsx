import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { api } from '~/api/client';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/form-dialog';
import { useAction } from '~/lib/use-action';
import { useTranslation } from '~/lib/use-translation';
import type { WebhookEndpoint } from './webhook.schema';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { webhookQueries } from './webhook-queries';
import { webhookFieldRefusal } from './webhook-refusals';

/** "Edit": an endpoint's URL, description and events (its secret and whether it is on stay as they are). */
export function EditWebhookDialog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const [open, setOpen] = useState(false);
  const update = useAction({
    run: (values: Parameters<typeof api.webhooks.update>[0]) => api.webhooks.update(values),
    success: t('edit.success'),
    failure: (error) => (webhookFieldRefusal(error) ? null : t('edit.failed')),
    invalidates: webhookQueries.all(),
    onDone: () => setOpen(false),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t('edit.title')}
      trigger={
        <Button icon={Pencil} variant="outline">
          {t('edit.button')}
        </Button>
      }
    >
      {open ? (
        <WebhookEndpointForm
          endpoint={endpoint}
          submitLabel={t('edit.submit')}
          save={(values) => update.mutateAsync({ ...values, id: endpoint.id, enabled: endpoint.enabled })}
        />
      ) : null}
    </FormDialog>
  );
}
