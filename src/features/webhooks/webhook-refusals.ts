import { refusalOf } from '~/lib/refusal';

/**
 * The field an endpoint's form shows a server refusal on, as a validation key: a URL the server may not
 * call (`https-required`, `address-not-allowed`), or a field its schema refused (zod's issues).
 */
export function webhookFieldRefusal(
  error: unknown,
): { field: 'url' | 'description' | 'events'; message: string } | undefined {
  const { reason } = refusalOf(error);
  if (reason === 'https-required') return { field: 'url', message: 'validation:webhookUrlHttpsRequired' };
  if (reason === 'address-not-allowed')
    return { field: 'url', message: 'validation:webhookUrlAddressNotAllowed' };
  const data = (error as { data?: { issues?: Array<{ path?: unknown[]; message?: unknown }> } } | null)?.data;
  for (const issue of data?.issues ?? []) {
    const field = issue.path?.[0];
    if (
      (field === 'url' || field === 'description' || field === 'events') &&
      typeof issue.message === 'string' &&
      issue.message.startsWith('validation:')
    )
      return { field, message: issue.message };
  }
  return undefined;
}

/** Why the server refused an action on an endpoint, among those the pages translate. */
export const WEBHOOK_REFUSALS = ['too-many-endpoints', 'endpoint-disabled', 'delivery-pending'] as const;
export type WebhookRefusal = (typeof WEBHOOK_REFUSALS)[number];

export function webhookRefusalOf(error: unknown): WebhookRefusal | undefined {
  const { reason } = refusalOf(error);
  return WEBHOOK_REFUSALS.find((refusal) => refusal === reason);
}
