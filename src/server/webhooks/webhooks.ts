import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webhookDelivery } from '../db/schema';
import type { Env } from '../env';
import { JOB_SCHEMA } from '../jobs/job-database';
import type { JobRunner } from '../jobs/job-runner';
import {
  queueTurns,
  recordWebhookEvent,
  type RecordedWebhookEvent,
  type WebhookEventInput,
} from './webhook-outbox';
import type { WebhookAddressPolicy } from './webhook-request';
import { openWebhookSecret, sealWebhookSecret } from './webhook-secret';

/** Folio's webhooks as the rest of the server uses them (ADR 0029). */
export interface Webhooks {
  /** Where deliveries may go: https only in production, never a private address, unless the variable says. */
  policy: WebhookAddressPolicy;
  /**
   * Records an event for every enabled endpoint that wants it (or for the one endpoint `only`) in
   * `executor`, the transaction of the change; `wake()` once it has committed.
   */
  record(
    executor: Database,
    event: WebhookEventInput,
    options?: { only?: string },
  ): Promise<RecordedWebhookEvent>;
  /** Queues a turn for each pending delivery of an endpoint that is enabled again, in `executor`. */
  resume(executor: Database, endpointId: string): Promise<number>;
  /** Wakes this instance's delivery workers, so that what was just committed goes out now. */
  wake(): void;
  /** A signing secret as stored (sealed with the server's secret), and back. */
  seal(secret: string): string;
  open(stored: string): string;
}

export function webhookAddressPolicy(env: Env): WebhookAddressPolicy {
  return {
    allowHttp: env.NODE_ENV !== 'production' || env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    allowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
  };
}

export function createWebhooks({
  env,
  jobs,
  secret,
}: {
  env: Env;
  jobs: JobRunner;
  secret: string;
}): Webhooks {
  return {
    policy: webhookAddressPolicy(env),
    record: (executor, event, options) => recordWebhookEvent(executor, jobs, event, options),
    async resume(executor, endpointId) {
      const [pending] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookDelivery)
        .where(and(eq(webhookDelivery.endpointId, endpointId), eq(webhookDelivery.status, 'pending')));
      const count = Number(pending?.count ?? 0);
      // A turn that failed for good (its instance died on its last try) would hold the endpoint's later
      // turns back for ever (pg-boss's FIFO per key): each pending delivery gets a fresh one instead.
      await executor.execute(
        sql`delete from ${sql.raw(JOB_SCHEMA)}.job
            where name = 'webhook-delivery' and singleton_key = ${endpointId} and state = 'failed'`,
      );
      await queueTurns(executor, jobs, Array<string>(count).fill(endpointId));
      return count;
    },
    wake: () => jobs.wake('webhook-delivery'),
    seal: (plain) => sealWebhookSecret(plain, secret),
    open: (stored) => openWebhookSecret(stored, secret),
  };
}
