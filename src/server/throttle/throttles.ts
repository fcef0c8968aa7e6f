import { APIError } from 'better-auth/api';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { databaseThrottleStore } from './database-store';
import { redisThrottleStore } from './redis-store';
import type { ThrottleStore } from './store';
import { countThrottleRefusal } from '../telemetry/metrics';

/**
 * Limits on the e-mail code endpoints. Counted in fixed windows in the database (table
 * `throttle_counter`) or in Redis when REDIS_URL is set, so they hold across instances.
 *
 * - Sending a code, per e-mail and purpose (sign-in, account deletion, e-mail change): one every
 *   CODE_RESEND_SECONDS (default 60; 0 turns it off), so a code for one purpose is never held back by a
 *   code for another sent a moment before; per e-mail, whatever the purpose: at most
 *   CODE_SENDS_PER_HOUR (default 5) an hour, so no mix of purposes can flood a mailbox.
 * - Sending a code, per client IP: 20 per 15 minutes.
 * - Checking a code, per e-mail: 5 attempts per 15 minutes whatever codes were sent (a re-send does
 *   not reset it); a successful sign-in clears it. Attempts are counted before the check, so
 *   parallel guesses cannot overshoot.
 * - Checking a code, per client IP: 50 attempts per 15 minutes.
 * - A signed-in person who sends a code to another address (an e-mail change) is also counted as its
 *   sender: the same interval and hourly cap across every address they try, and the wrong-code budget
 *   is theirs, so failing someone else's code cannot lock that person out of signing in.
 *
 * - Checking a second factor (an authenticator or backup code), per person: 10 wrong codes per 15
 *   minutes across sign-ins (each sign-in's second step also allows 5 at most); a right code clears it.
 *   Per client IP: 50 per 15 minutes.
 *
 * Over a limit the answer is 429 with `Retry-After` and `{ code: 'TOO_MANY_REQUESTS', message, retryAfter }`:
 * the true wait in whole seconds (rounded up), the longest of the limits that refused. A refused request
 * spends nothing: the hits it made in the other buckets are taken back.
 */
export const LIMITS = {
  sendPerIp: { max: 20, windowSeconds: 15 * 60 },
  sendPerEmailPerHour: { windowSeconds: 60 * 60 },
  wrongCodesPerEmail: { max: 5, windowSeconds: 15 * 60 },
  verifyPerIp: { max: 50, windowSeconds: 15 * 60 },
  wrongSecondFactorCodesPerPerson: { max: 10, windowSeconds: 15 * 60 },
  uploadsPerPerson: { max: 30, windowSeconds: 15 * 60 },
  invitationsPerHour: { windowSeconds: 60 * 60 },
} as const;

/** The endpoints that send a code (to `email`, or to an e-mail change's `newEmail`), and those that check one. */
export const SEND_CODE_PATHS = new Set([
  '/email-otp/send-verification-otp',
  '/email-otp/request-email-change',
]);
export const VERIFY_CODE_PATHS = new Set([
  '/sign-in/email-otp',
  '/email-otp/verify-email',
  '/email-otp/check-verification-otp',
  '/email-otp/reset-password',
  '/email-otp/change-email',
]);

/** The endpoints where a signed-in person sends a code to, or checks one for, an address not yet theirs. */
export const SENDER_COUNTED_PATHS = new Set(['/email-otp/request-email-change', '/email-otp/change-email']);

export interface ThrottleRequest {
  /** Lower-cased; empty when absent (then only the IP limit applies). */
  email: string;
  /**
   * What a code is sent for, as better-auth types it: `sign-in`, `email-verification` (Folio's
   * confirmation of an account deletion), `change-email` (the new address of an e-mail change).
   */
  purpose?: string;
  /** Null for server-side calls without a request (then only the e-mail limits apply). */
  ip: string | null;
  /** The signed-in person's id, when they send a code to another address (see SENDER_COUNTED_PATHS). */
  sender?: string;
}

export interface Throttles {
  beforeSendCode(request: ThrottleRequest): Promise<void>;
  beforeVerifyCode(request: ThrottleRequest): Promise<void>;
  afterVerifyCode(request: ThrottleRequest, succeeded: boolean): Promise<void>;
  /** Checking an authenticator or backup code of the person with `email` (see LIMITS). */
  beforeVerifySecondFactor(request: ThrottleRequest): Promise<void>;
  afterVerifySecondFactor(request: ThrottleRequest, succeeded: boolean): Promise<void>;
  /** A code that could not be sent (the mail server refused or is down) costs no wait for the next. */
  afterSendFailed(request: ThrottleRequest): Promise<void>;
  /**
   * Each upload a person starts, and each they attach (an image to decode and re-encode is work for the
   * server; an upload target may be used again while it lasts): 30 of each per 15 minutes.
   */
  beforeUpload(userId: string, step: 'start' | 'attach'): Promise<void>;
  /**
   * Each invitation e-mail (a new one or a resend) like a sign-in code, in buckets of its own: from
   * one organization to one address, one every CODE_RESEND_SECONDS and CODE_SENDS_PER_HOUR an hour
   * (so that no organization can use up another's budget for an address); from one person,
   * INVITATIONS_PER_HOUR an hour.
   */
  beforeInvite(request: { email: string; inviter: string; organizationId: string }): Promise<void>;
  /** Each request made with an API key: API_KEY_REQUESTS_PER_MINUTE a minute per key. */
  beforeKeyRequest(keyId: string): Promise<void>;
  /** Throws unless the counters' store answers; only with Redis (the database is checked apart). */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

/** The purposes a code can have (better-auth's types); anything else shares one interval, `other`. */
const CODE_PURPOSES = new Set(['sign-in', 'email-verification', 'forget-password', 'change-email']);

/** Whom a code send is counted against: its address, and the signed-in person sending it. */
function sendersAndTargets({ email, sender }: ThrottleRequest): string[] {
  return [...(sender ? [`sender:${sender}`] : []), ...(email ? [email] : [])];
}

/** The resend interval's bucket: one per address (or sender) and purpose. */
function intervalKey(who: string, purpose: string | undefined): string {
  return `send:interval:${purpose && CODE_PURPOSES.has(purpose) ? purpose : 'other'}:${who}`;
}

/** A counter and its limit: at most `max` hits in a window of `windowSeconds`. */
interface Bucket {
  /** The limit's name in the metrics (folio_throttle_refusals_total): never a key, which names a person. */
  rule: string;
  key: string;
  max: number;
  windowSeconds: number;
}

/** Whose wrong-code budget a check spends: the sender's for an e-mail change, else the address's. */
function codeChecker({ email, sender }: ThrottleRequest): string {
  return sender ? `sender:${sender}` : email;
}

export function tooManyRequests(retryAfter: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: 'Too many requests, try again later', retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

export function createThrottleStore(env: Env, db: Database): ThrottleStore {
  return env.REDIS_URL ? redisThrottleStore(env.REDIS_URL, env.REDIS_PREFIX) : databaseThrottleStore(db);
}

export function createThrottles(env: Env, store: ThrottleStore): Throttles {
  /**
   * Counts one hit in each bucket. Over any limit: the hits are taken back (a refused request spends
   * nothing) and the answer is 429 with the longest wait among the buckets that refused, so that a
   * client which waits that long is not refused again by one of them.
   */
  const limit = async (buckets: Bucket[]) => {
    const counted: string[] = [];
    const refusedBy: string[] = [];
    let wait = 0;
    try {
      for (const { key, max, windowSeconds, rule } of buckets) {
        const { count, resetInSeconds } = await store.hit(key, windowSeconds);
        counted.push(key);
        if (count > max) {
          wait = Math.max(wait, resetInSeconds);
          refusedBy.push(rule);
        }
      }
      if (wait > 0) await Promise.all(counted.map((key) => store.release(key)));
    } catch {
      await Promise.allSettled(counted.map((key) => store.release(key)));
      // Fail closed: without its counters, no code is sent or checked (503, try again shortly).
      throw new APIError('SERVICE_UNAVAILABLE', {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Sign-in is unavailable for a moment; try again shortly',
      });
    }
    if (wait > 0) {
      for (const rule of refusedBy) countThrottleRefusal(rule);
      throw tooManyRequests(wait);
    }
  };
  const hourly = LIMITS.sendPerEmailPerHour.windowSeconds;

  return {
    async beforeSendCode(request) {
      const buckets: Bucket[] = request.ip
        ? [{ rule: 'send_per_ip', key: `send:ip:${request.ip}`, ...LIMITS.sendPerIp }]
        : [];
      for (const who of sendersAndTargets(request)) {
        if (env.CODE_RESEND_SECONDS > 0)
          buckets.push({
            rule: 'resend_interval',
            key: intervalKey(who, request.purpose),
            max: 1,
            windowSeconds: env.CODE_RESEND_SECONDS,
          });
        // Every purpose spends the one hourly budget of the address.
        buckets.push({
          rule: 'sends_per_hour',
          key: `send:hour:${who}`,
          max: env.CODE_SENDS_PER_HOUR,
          windowSeconds: hourly,
        });
      }
      await limit(buckets);
    },
    async beforeVerifyCode(request) {
      const who = codeChecker(request);
      await limit([
        ...(request.ip
          ? [{ rule: 'verify_per_ip', key: `verify:ip:${request.ip}`, ...LIMITS.verifyPerIp }]
          : []),
        ...(who ? [{ rule: 'wrong_codes', key: `verify:email:${who}`, ...LIMITS.wrongCodesPerEmail }] : []),
      ]);
    },
    async afterVerifyCode(request, succeeded) {
      const who = codeChecker(request);
      if (succeeded && who) await store.clear(`verify:email:${who}`);
    },
    async beforeVerifySecondFactor({ email, ip }) {
      await limit([
        ...(ip
          ? [{ rule: 'second_factor_per_ip', key: `second-factor:ip:${ip}`, ...LIMITS.verifyPerIp }]
          : []),
        ...(email
          ? [
              {
                rule: 'wrong_second_factor_codes',
                key: `second-factor:email:${email}`,
                ...LIMITS.wrongSecondFactorCodesPerPerson,
              },
            ]
          : []),
      ]);
    },
    async afterVerifySecondFactor({ email }, succeeded) {
      if (succeeded && email) await store.clear(`second-factor:email:${email}`);
    },
    async afterSendFailed(request) {
      for (const who of sendersAndTargets(request)) await store.clear(intervalKey(who, request.purpose));
    },
    async beforeKeyRequest(keyId) {
      await limit([
        { rule: 'api_key', key: `api-key:${keyId}`, max: env.API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 },
      ]);
    },
    async beforeUpload(userId, step) {
      await limit([{ rule: `uploads_${step}`, key: `upload:${step}:${userId}`, ...LIMITS.uploadsPerPerson }]);
    },
    async beforeInvite({ email, inviter, organizationId }) {
      const { windowSeconds } = LIMITS.invitationsPerHour;
      const address = `${organizationId}:${email}`;
      await limit([
        ...(env.CODE_RESEND_SECONDS > 0
          ? [
              {
                rule: 'invite_interval',
                key: `invite:interval:${address}`,
                max: 1,
                windowSeconds: env.CODE_RESEND_SECONDS,
              },
            ]
          : []),
        {
          rule: 'invites_per_hour',
          key: `invite:hour:${address}`,
          max: env.CODE_SENDS_PER_HOUR,
          windowSeconds,
        },
        {
          rule: 'invites_per_sender',
          key: `invite:hour:sender:${inviter}`,
          max: env.INVITATIONS_PER_HOUR,
          windowSeconds,
        },
      ]);
    },
    ping: store.ping && (() => store.ping!()),
    close: () => store.close(),
  };
}
