/** What Folio runs as a job (each is a pg-boss queue); the jobs page translates each (jobs.json → kinds). */
export const JOB_KINDS = [
  'invitation-email',
  'email-changed-notice',
  'passkey-removed-notice',
  'second-factor-reset-notice',
  'webhook-disabled-notice',
  'webhook-delivery',
  'upload-sweep',
  'expired-rows-cleanup',
] as const;

export type JobKind = (typeof JOB_KINDS)[number];

/**
 * The states the jobs page shows and filters by. pg-boss's own `created` and `retry` (waiting for
 * its next try) are both "queued".
 */
export const JOB_STATES = ['queued', 'active', 'completed', 'failed', 'cancelled'] as const;

export type JobState = (typeof JOB_STATES)[number];

export function isJobKind(value: unknown): value is JobKind {
  return typeof value === 'string' && (JOB_KINDS as readonly string[]).includes(value);
}
