/**
 * What Folio tells other systems by webhook (issue 39): the events an endpoint may subscribe to, the
 * states of a delivery, and the codes of what went wrong. Shared by the server, the API's schemas and
 * the pages that translate each (webhooks.json).
 */
export const WEBHOOK_EVENT_TYPES = [
  'book.created',
  'book.updated',
  'book.deleted',
  'user.created',
  'user.banned',
  'organization.member_added',
  'invitation.accepted',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent to one endpoint by hand ("Send a test event"), whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Every type a delivery can carry: the subscribable ones and the test event. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENT_TYPES)[number];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The version of the payload's shape (`{ type, timestamp, version, data }`); bumped only by a breaking change. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/**
 * A delivery waits for its tries (`pending`), was answered 2xx (`delivered`), or was given up after
 * its last try (`failed`, and the endpoint was disabled).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why a try got no answer (one with an answer has its HTTP status instead): the address is one Folio
 * may not call (loopback, private, link-local, CGNAT, metadata), the URL is not https in production,
 * the name does not resolve, no connection or no TLS, or no answer within 10 s.
 */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'address-not-allowed',
  'https-required',
  'dns-failed',
  'connection-failed',
  'tls-failed',
  'timeout',
] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

/** Why an endpoint is disabled: by an admin, or by Folio after a delivery failed all its tries. */
export const WEBHOOK_DISABLED_REASONS = ['manual', 'failures'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/** The page where admins see their endpoints and enable them again (the disabled notice links to it). */
export const WEBHOOKS_PAGE = '/manager/webhooks';

/** Every try of one delivery, the first included: waits doubling over about a day (README "Webhooks"). */
export const WEBHOOK_TRIES = 12;

/** How long a try waits for the answer's headers and body. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

/** How much of an answer is read (the rest is dropped unread), and how much of it the log keeps. */
export const WEBHOOK_MAX_RESPONSE_BYTES = 1024 * 1024;
export const WEBHOOK_LOGGED_RESPONSE_BYTES = 1024;

/** After a rotation the previous secret still signs, beside the new one, this long. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** How many endpoints Folio keeps: each event is written once per endpoint that wants it. */
export const WEBHOOK_MAX_ENDPOINTS = 50;

export const WEBHOOK_URL_MAX_LENGTH = 2_000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

/** Why a URL is refused when an endpoint is added or changed (`BAD_REQUEST` data `{ field: 'url', reason }`). */
export const WEBHOOK_URL_REFUSALS = ['https-required', 'address-not-allowed'] as const;
export type WebhookUrlRefusal = (typeof WEBHOOK_URL_REFUSALS)[number];
