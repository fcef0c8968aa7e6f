import type { Queue } from 'pg-boss';
import type { JobKind } from '~/lib/jobs';
import type { Language } from '~/lib/languages';

/** What each job carries: an id to look up, or the address the mail goes to; never a code. */
export interface JobPayloads {
  'invitation-email': { invitationId: string; language: Language };
  /** `to` is the address the account had: nothing else remembers it once the change is made. */
  'email-changed-notice': { userId: string; to: string; language: Language };
  /** Admin notices: the person is looked up when the job runs (an account deleted since gets none). */
  'passkey-removed-notice': { userId: string; passkeyName: string; language: Language };
  'second-factor-reset-notice': { userId: string; language: Language };
  'upload-sweep': Record<string, never>;
  'expired-rows-cleanup': Record<string, never>;
}

/** The jobs sent from a request; the others run on a schedule. */
export const EMAIL_JOB_KINDS = [
  'invitation-email',
  'email-changed-notice',
  'passkey-removed-notice',
  'second-factor-reset-notice',
] as const satisfies readonly JobKind[];
export type SentJobKind = (typeof EMAIL_JOB_KINDS)[number];
export type ScheduledJobKind = Exclude<JobKind, SentJobKind>;

export type JobHandlers = { [Kind in JobKind]: (payload: JobPayloads[Kind]) => Promise<void> };

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
