import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceFieldset } from '~/components/ui/choice-fieldset';
import { DialogFormActions } from '~/components/ui/dialog-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventType,
} from '~/lib/webhooks';
import { useForm } from '~/lib/use-form';
import { useTranslatedError } from '~/lib/use-translated-error';
import { useTranslation } from '~/lib/use-translation';
import { webhookEventTypeSchema, webhookUrlSchema, type WebhookEndpoint } from './webhook.schema';
import { webhookFieldRefusal } from './webhook-refusals';
import { Checkbox } from '~/components/ui/checkbox';

const webhookFormSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, { error: 'validation:tooBig' }),
  events: z.array(webhookEventTypeSchema).min(1, { error: 'validation:webhookEventsRequired' }),
});
export type WebhookFormValues = z.infer<typeof webhookFormSchema>;

/**
 * An endpoint's URL, description and the events it wants (each with what it means), for a new
 * endpoint and for an existing one. A URL the server refuses (http:// in production, a private
 * address) or a field its schema refuses is said on the field; anything else is the action's toast.
 */
export function WebhookEndpointForm({
  endpoint,
  submitLabel,
  save,
}: {
  endpoint?: Pick<WebhookEndpoint, 'url' | 'description' | 'events'>;
  submitLabel: string;
  /** Sends the form; a refusal it throws is shown on its field when it names one. */
  save: (values: WebhookFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('webhooks');
  const translateError = useTranslatedError();
  const form = useForm<WebhookFormValues>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
    },
  });
  const checked = useWatch({ control: form.control, name: 'events' });
  const submit = form.handleSubmit((values) =>
    save(values).catch((error: unknown) => {
      const refusal = webhookFieldRefusal(error);
      if (refusal) form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    }),
  );
  const toggle = (type: WebhookEventType, on: boolean) =>
    form.setValue(
      'events',
      on
        ? WEBHOOK_EVENT_TYPES.filter((other) => other === type || checked.includes(other))
        : checked.filter((other) => other !== type),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );

  const { errors, isSubmitting } = form.formState;
  const eventsError = translateError(errors.events?.message);
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <FormField
        label={t('fields.url')}
        hint={t('fields.urlHint')}
        error={translateError(errors.url?.message)}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          placeholder="https://example.com/webhooks/folio"
          {...form.register('url')}
        />
      </FormField>
      <FormField
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
        error={translateError(errors.description?.message)}
      >
        <Textarea rows={2} maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH} {...form.register('description')} />
      </FormField>
      <ChoiceFieldset legend={t('fields.events')} hint={t('fields.eventsHint')} error={eventsError}>
        <ul className="space-y-1">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <EventCheckbox
              key={type}
              type={type}
              checked={checked.includes(type)}
              invalid={Boolean(eventsError)}
              onChange={(on) => toggle(type, on)}
            />
          ))}
        </ul>
      </ChoiceFieldset>
      <DialogFormActions submitLabel={submitLabel} pending={isSubmitting} />
    </form>
  );
}

function EventCheckbox({
  type,
  checked,
  invalid,
  onChange,
}: {
  type: WebhookEventType;
  checked: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('webhooks');
  const nameId = useId();
  const descriptionId = useId();
  return (
    <li>
      <label className="flex min-h-control cursor-pointer items-start gap-2 py-2 text-sm">
        <Checkbox
          className="mt-0.5"
          value={type}
          aria-labelledby={nameId}
          aria-describedby={descriptionId}
          aria-invalid={invalid ? true : undefined}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="space-y-0.5">
          <code id={nameId} dir="ltr" className="font-mono text-sm">
            {type}
          </code>
          <span id={descriptionId} className="block text-muted-foreground">
            {t(`events.${type}`)}
          </span>
        </span>
      </label>
    </li>
  );
}
