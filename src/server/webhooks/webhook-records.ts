import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webhookAttempt, webhookDelivery, webhookEndpoint, webhookEvent } from '../db/schema';

// What the webhooks API reads: endpoints (never their secrets) and their delivery log.

/** How many of a delivery's latest tries the log shows (12 per round, more once redelivered). */
export const LOGGED_ATTEMPTS_PER_DELIVERY = 24;

// Written with their own alias: in a query on one table Drizzle names columns without their table, and
// "endpoint_id" = "id" would compare a delivery with itself.
const pendingCount = sql<number>`(
  select count(*)::int from ${webhookDelivery} pending
  where pending.endpoint_id = ${webhookEndpoint}.id and pending.status = 'pending'
)`;

export const endpointColumns = {
  id: webhookEndpoint.id,
  url: webhookEndpoint.url,
  description: webhookEndpoint.description,
  events: webhookEndpoint.events,
  enabled: webhookEndpoint.enabled,
  disabledReason: webhookEndpoint.disabledReason,
  disabledAt: webhookEndpoint.disabledAt,
  consecutiveFailures: webhookEndpoint.consecutiveFailures,
  previousSecretExpiresAt: webhookEndpoint.previousSecretExpiresAt,
  createdAt: webhookEndpoint.createdAt,
  updatedAt: webhookEndpoint.updatedAt,
  pendingDeliveries: pendingCount,
};

/** The id of an endpoint's newest delivery (one step down its log's index). */
const latestDeliveryId = sql<string | null>`(
  select latest.id from ${webhookDelivery} latest
  where latest.endpoint_id = ${webhookEndpoint}.id
  order by latest.sequence desc limit 1
)`;

/** Every endpoint, oldest first (there are at most WEBHOOK_MAX_ENDPOINTS), with its newest delivery's id. */
export function listEndpoints(db: Database) {
  return db
    .select({ ...endpointColumns, latestDeliveryId })
    .from(webhookEndpoint)
    .orderBy(asc(webhookEndpoint.createdAt), asc(webhookEndpoint.id));
}

export type EndpointRecord = Omit<Awaited<ReturnType<typeof listEndpoints>>[number], 'latestDeliveryId'>;

export async function findEndpoint(db: Database, id: string): Promise<EndpointRecord | undefined> {
  const [found] = await db.select(endpointColumns).from(webhookEndpoint).where(eq(webhookEndpoint.id, id));
  return found;
}

export async function countEndpoints(db: Database): Promise<number> {
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(webhookEndpoint);
  return Number(counted?.count ?? 0);
}

/** Deliveries not yet delivered nor given up, across endpoints: the outbox's depth (metrics). */
export async function pendingWebhookDeliveries(db: Database): Promise<number> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookDelivery)
    .where(eq(webhookDelivery.status, 'pending'));
  return Number(counted?.count ?? 0);
}

const deliveryColumns = {
  id: webhookDelivery.id,
  sequence: webhookDelivery.sequence,
  eventId: webhookDelivery.eventId,
  eventType: webhookEvent.type,
  status: webhookDelivery.status,
  attempts: webhookDelivery.attempts,
  nextAttemptAt: webhookDelivery.nextAttemptAt,
  lastAttemptAt: webhookDelivery.lastAttemptAt,
  deliveredAt: webhookDelivery.deliveredAt,
  createdAt: webhookDelivery.createdAt,
};

/** One page of an endpoint's deliveries, newest first, each with its latest tries (oldest first). */
export async function listDeliveries(
  db: Database,
  endpointId: string,
  { after, take }: { after?: number; take: number },
) {
  const deliveries = await db
    .select(deliveryColumns)
    .from(webhookDelivery)
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(
      and(
        eq(webhookDelivery.endpointId, endpointId),
        after === undefined ? undefined : sql`${webhookDelivery.sequence} < ${after}`,
      ),
    )
    .orderBy(desc(webhookDelivery.sequence))
    .limit(take);
  return withLatestTries(db, deliveries, LOGGED_ATTEMPTS_PER_DELIVERY);
}

/** These deliveries (the endpoints list's newest of each), each with its last try. */
export async function findDeliveries(db: Database, ids: string[]) {
  if (!ids.length) return [];
  const deliveries = await db
    .select({ ...deliveryColumns, endpointId: webhookDelivery.endpointId })
    .from(webhookDelivery)
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(inArray(webhookDelivery.id, ids));
  return withLatestTries(db, deliveries, 1);
}

/** Each delivery with its latest `count` tries, oldest first, read in one statement. */
async function withLatestTries<Delivery extends { id: string }>(
  db: Database,
  deliveries: Delivery[],
  count: number,
) {
  if (!deliveries.length) return [];
  const ranked = db
    .select({
      id: webhookAttempt.id,
      deliveryId: webhookAttempt.deliveryId,
      attemptedAt: webhookAttempt.attemptedAt,
      statusCode: webhookAttempt.statusCode,
      durationMs: webhookAttempt.durationMs,
      response: webhookAttempt.response,
      error: webhookAttempt.error,
      rank: sql<number>`row_number() over (
        partition by ${webhookAttempt.deliveryId}
        order by ${webhookAttempt.attemptedAt} desc, ${webhookAttempt.id} desc
      )`.as('rank'),
    })
    .from(webhookAttempt)
    .where(
      inArray(
        webhookAttempt.deliveryId,
        deliveries.map((delivery) => delivery.id),
      ),
    )
    .as('ranked');
  const attempts = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${count}`)
    .orderBy(asc(ranked.attemptedAt), asc(ranked.id));
  return deliveries.map((delivery) => ({
    ...delivery,
    tries: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map(({ deliveryId: _deliveryId, rank: _rank, ...attempt }) => attempt),
  }));
}
