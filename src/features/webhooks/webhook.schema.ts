import { z } from 'zod';
import {
  WEBHOOK_ATTEMPT_ERRORS,
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
} from '~/lib/webhooks';
import { wellFormedText } from '~/lib/well-formed-text';

// Messages are translation keys; forms show them translated and the server returns them as codes.

/** Where an endpoint is: an absolute http(s) URL without credentials (https only in production: the server says). */
export const webhookUrlSchema = z
  .string({ error: 'validation:webhookUrlRequired' })
  .trim()
  .min(1, { error: 'validation:webhookUrlRequired' })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: 'validation:tooBig' })
  .pipe(z.url({ protocol: /^https?$/, error: 'validation:webhookUrlInvalid' }))
  .refine(
    (value) => {
      // Also run when the URL check above failed: a value that is no URL is refused there, not thrown here.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return !url.username && !url.password;
    },
    { error: 'validation:webhookUrlInvalid' },
  );

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** What an admin sets on an endpoint: its URL, a description, the events it wants, and whether it is on. */
export const webhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  description: z
    .string()
    .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, { error: 'validation:tooBig' })
    .transform(wellFormedText)
    .pipe(z.string().trim())
    .default(''),
  events: z
    .array(webhookEventTypeSchema, { error: 'validation:webhookEventsRequired' })
    .min(1, { error: 'validation:webhookEventsRequired' })
    .max(WEBHOOK_EVENT_TYPES.length * 2, { error: 'validation:tooBig' })
    // Each once, in the order the list of events has them.
    .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookIdInput = z.object({ id: z.uuid() });

/** An endpoint as the API answers: never its secret (shown once, when it is made or rotated). */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off: turned off by an admin, or by Folio after a delivery failed all its tries. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: z.date().nullable(),
  /** Tries that failed in a row, back to 0 at the next delivered one. */
  consecutiveFailures: z.number().int(),
  /** Deliveries waiting to go out, in order. */
  pendingDeliveries: z.number().int(),
  /** Until when the secret before the last rotation still signs beside the new one; null without one. */
  previousSecretExpiresAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The signing secret (`whsec_…`), answered once: Folio keeps it sealed and never shows it again. */
export const webhookSecretSchema = z.object({ secret: z.string() });

export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const rotatedWebhookSecretSchema = z.object({
  secret: z.string(),
  /** The previous secret signs beside the new one until then (24 hours). */
  previousSecretExpiresAt: z.date(),
});

/** One try of a delivery: its answer's status and first KB, or why there was none, and how long it took. */
export const webhookAttemptSchema = z.object({
  id: z.string(),
  attemptedAt: z.date(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  response: z.string().nullable(),
  error: z.enum(WEBHOOK_ATTEMPT_ERRORS).nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event for one endpoint, with its latest tries (oldest first). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` it carries on every try. */
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** When the next try may come, at the earliest, while it is pending. */
  nextAttemptAt: z.date().nullable(),
  lastAttemptAt: z.date().nullable(),
  deliveredAt: z.date().nullable(),
  createdAt: z.date(),
  tries: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** An endpoint in the list: with its newest delivery and that delivery's last try, if it has one. */
export const webhookEndpointSummarySchema = webhookEndpointSchema.extend({
  latestDelivery: webhookDeliverySchema.nullable(),
});
export type WebhookEndpointSummary = z.infer<typeof webhookEndpointSummarySchema>;

export const webhookDeliveryInput = webhookIdInput.extend({ deliveryId: z.uuid() });
