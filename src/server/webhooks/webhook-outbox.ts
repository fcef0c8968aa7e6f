import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from 'pg-boss';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookDeliveryEventType } from '~/lib/webhooks';
import type { Database } from '../db/client';
import type { JobRunner } from '../jobs/job-runner';

/** An event as a change reports it: its type and what it carries (ids and the changed record). */
export interface WebhookEventInput {
  type: WebhookDeliveryEventType;
  data: Record<string, unknown>;
}

/** The event's `webhook-id`, and the endpoints it is delivered to (none: nothing was written). */
export interface RecordedWebhookEvent {
  eventId: string;
  endpoints: string[];
}

/** A `webhook-id`: unique per event, the same on every try and for every endpoint. */
export function newWebhookEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The rows a raw statement answered, whichever driver ran it (pg's result, PGlite's results). */
export function rowsOf<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/**
 * pg-boss's statements run on a Drizzle executor (a transaction): its `$n` parameters become Drizzle
 * parameters, so the jobs are written in that transaction and exist exactly when it commits.
 */
export function jobStatementsIn(executor: Pick<Database, 'execute'>): Db {
  return {
    executeSql: async (text, values = []) => {
      const parts = text.split(/\$(\d+)\b/);
      const chunks = parts.map((part, index) =>
        index % 2 === 1 ? sql.param(values[Number(part) - 1]) : sql.raw(part),
      );
      return { rows: rowsOf(await executor.execute(sql.join(chunks))) };
    },
  };
}

/**
 * Writes an event to the outbox with one delivery per enabled endpoint that subscribed to it (or for the
 * one endpoint `only`, the test event), and each delivery's turn as a job — all in `executor`, the
 * transaction of the change it reports, so an event is never sent for a change that rolled back, nor
 * lost for one that committed. Nothing is written when no endpoint wants it.
 */
export async function recordWebhookEvent(
  executor: Database,
  jobs: JobRunner,
  event: WebhookEventInput,
  options: { only?: string } = {},
): Promise<RecordedWebhookEvent> {
  const id = newWebhookEventId();
  const payload = JSON.stringify({
    type: event.type,
    timestamp: new Date().toISOString(),
    version: WEBHOOK_PAYLOAD_VERSION,
    data: event.data,
  });
  const wanted: SQL = options.only
    ? sql`id = ${options.only}::uuid`
    : sql`enabled and ${event.type} = any(events)`;
  // One statement: the endpoints that want it, the event if any does, a delivery for each.
  const endpoints = rowsOf<{ endpoint_id: string }>(
    await executor.execute(sql`
      with endpoints as (select id from webhook_endpoint where ${wanted}),
      event as (
        insert into webhook_event (id, type, payload)
        select ${id}, ${event.type}, ${payload} where exists (select 1 from endpoints)
        returning id
      )
      insert into webhook_delivery (event_id, endpoint_id)
      select event.id, endpoints.id from event cross join endpoints
      returning endpoint_id`),
  ).map((row) => row.endpoint_id);
  await queueTurns(executor, jobs, endpoints);
  return { eventId: id, endpoints };
}

/** A turn of each endpoint's delivery worker, per delivery, in `executor`'s transaction. */
export async function queueTurns(
  executor: Database,
  jobs: JobRunner,
  endpointIds: readonly string[],
): Promise<void> {
  await jobs.sendWithin(
    jobStatementsIn(executor),
    'webhook-delivery',
    endpointIds.map((endpointId) => ({ data: { endpointId }, singletonKey: endpointId })),
  );
}
