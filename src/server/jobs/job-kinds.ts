import type { Queue } from 'pg-boss';
import type { JobKind } from '~/lib/jobs';
import type { Language } from '~/lib/languages';
import { WEBHOOK_TIMEOUT_SECONDS, WEBHOOK_TRIES } from '~/lib/webhooks';

/** What each job carries: an id to look up, or the address the mail goes to; never a code. */
export interface JobPayloads {
  'invitation-email': { invitationId: string; language: Language };
  /** `to` is the address the account had: nothing else remembers it once the change is made. */
  'email-changed-notice': { userId: string; to: string; language: Language };
  /** Admin notices: the person is looked up when the job runs (an account deleted since gets none). */
  'passkey-removed-notice': { userId: string; passkeyName: string; language: Language };
  'second-factor-reset-notice': { userId: string; language: Language };
  /** One of Folio's admins told that an endpoint was disabled after its failures. */
  'webhook-disabled-notice': { endpointId: string; userId: string };
  /**
   * A turn of one endpoint (also its singleton key): it delivers that endpoint's earliest pending
   * delivery, whichever it is then (webhooks/webhook-delivery.ts).
   */
  'webhook-delivery': { endpointId: string };
  'upload-sweep': Record<string, never>;
  'expired-rows-cleanup': Record<string, never>;
}

/** The e-mails sent as jobs. */
export const EMAIL_JOB_KINDS = [
  'invitation-email',
  'email-changed-notice',
  'passkey-removed-notice',
  'second-factor-reset-notice',
  'webhook-disabled-notice',
] as const satisfies readonly JobKind[];
export type EmailJobKind = (typeof EMAIL_JOB_KINDS)[number];

/** The jobs sent from a request (or another job); the others run on a schedule. */
export const SENT_JOB_KINDS = [...EMAIL_JOB_KINDS, 'webhook-delivery'] as const satisfies readonly JobKind[];
export type SentJobKind = (typeof SENT_JOB_KINDS)[number];
export type ScheduledJobKind = Exclude<JobKind, SentJobKind>;

/** The try a handler runs: pg-boss's job id, the tries before it, and a signal aborted on shutdown. */
export interface JobTry {
  id: string;
  retryCount: number;
  signal: AbortSignal;
}

export type JobHandlers = {
  [Kind in JobKind]: (payload: JobPayloads[Kind], job: JobTry) => Promise<void>;
};

/**
 * A failure the handler expected and recorded itself (a webhook receiver that did not answer 2xx): the
 * job is retried as any, but the log says it at info level, since nothing in Folio is wrong.
 */
export class ExpectedJobFailure extends Error {
  override name = 'ExpectedJobFailure';
}

/** Five tries in all: the first and four retries, each after about twice the wait of the one before. */
export const EMAIL_TRIES = 5;

/** Every 15 minutes and every hour on the hour (UTC); pg-boss sends each occurrence once, whatever the instances. */
export const SCHEDULES: Record<ScheduledJobKind, string> = {
  'upload-sweep': '*/15 * * * *',
  'expired-rows-cleanup': '0 * * * *',
};

/** How each queue retries and how long it keeps what it ran. */
export function queueOptions(
  kind: JobKind,
  retries: { delaySeconds: number; maxDelaySeconds?: number },
): Omit<Queue, 'name'> {
  if (kind === 'webhook-delivery')
    return {
      // One endpoint's turns run one at a time, in order, and a turn waiting for its retry holds back
      // the endpoint's later ones (pg-boss's FIFO per singleton key: the endpoint's id).
      policy: 'key_strict_fifo',
      retryLimit: WEBHOOK_TRIES - 1,
      retryBackoff: true,
      // The waits double from the jobs' first delay without the e-mails' maximum: 11 waits from 30 s
      // add up to about a day (17 to 34 hours as pg-boss draws them).
      retryDelay: retries.delaySeconds,
      // A try gives up after 10 s; a turn still active after this was on an instance that died.
      expireInSeconds: WEBHOOK_TIMEOUT_SECONDS * 2,
    };
  if ((EMAIL_JOB_KINDS as readonly JobKind[]).includes(kind))
    return {
      retryLimit: EMAIL_TRIES - 1,
      retryBackoff: true,
      retryDelay: retries.delaySeconds,
      ...(retries.maxDelaySeconds === undefined ? {} : { retryDelayMax: retries.maxDelaySeconds }),
      // A send gives up within 20 s (mailer.ts); one still active after this is retried.
      expireInSeconds: 120,
    };
  // A clean-up that fails is tried again at its next occurrence; one runs at a time across instances.
  return { policy: 'singleton', retryLimit: 0, expireInSeconds: 600 };
}
