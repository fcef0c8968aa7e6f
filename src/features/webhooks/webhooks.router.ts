import { ORPCError } from '@orpc/server';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { languageOf } from '~/lib/request-language';
import {
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '~/lib/webhooks';
import { procedure } from '~/server/api/procedure';
import type { ServerContext } from '~/server/context';
import { keysetPage, pageInputSchema } from '~/server/db/keyset';
import { webhookDelivery, webhookEndpoint } from '~/server/db/schema';
import { queueTurns } from '~/server/webhooks/webhook-outbox';
import {
  countEndpoints,
  findDeliveries,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  type EndpointRecord,
} from '~/server/webhooks/webhook-records';
import { urlRefusal } from '~/server/webhooks/webhook-request';
import { newWebhookSecret } from '~/server/webhooks/webhook-secret';
import {
  createdWebhookSchema,
  rotatedWebhookSecretSchema,
  webhookDeliveryInput,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
  webhookEndpointSummarySchema,
  webhookIdInput,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhook.schema';

const TAGS = ['Webhooks'];

function toEndpoint(record: EndpointRecord): WebhookEndpoint {
  return {
    ...record,
    events: record.events as WebhookEventType[],
    disabledReason: record.disabledReason as WebhookEndpoint['disabledReason'],
    pendingDeliveries: Number(record.pendingDeliveries),
  };
}

/** A delivery as the API answers: without its place in the log (the cursor's key) or its endpoint. */
function toDelivery({
  sequence: _sequence,
  endpointId: _endpointId,
  ...delivery
}: Awaited<ReturnType<typeof listDeliveries>>[number] & { endpointId?: string }): WebhookDelivery {
  return delivery as WebhookDelivery;
}

/** The endpoint, or a 404. */
async function endpointOrNotFound(server: ServerContext, id: string): Promise<WebhookEndpoint> {
  const found = await findEndpoint(server.connection.db, id);
  if (!found) throw new ORPCError('NOT_FOUND');
  return toEndpoint(found);
}

/** A URL Folio may not call under this server's policy is refused on its field, before it is saved. */
function refuseUrl(server: ServerContext, url: string): void {
  const reason = urlRefusal(new URL(url), server.webhooks.policy);
  if (reason) throw new ORPCError('BAD_REQUEST', { data: { field: 'url', reason } });
}

/** The language of the admin saving an endpoint: a notice that it was disabled is written in it. */
function languageOfCaller(headers: Headers) {
  return languageOf({ cookie: headers.get('cookie'), acceptLanguage: headers.get('accept-language') });
}

export const listWebhooks = procedure
  .meta({ permission: { webhook: ['list'] } })
  .route({ method: 'GET', path: '/webhooks', summary: 'List the webhook endpoints', tags: TAGS })
  .output(z.object({ items: z.array(webhookEndpointSummarySchema) }))
  .handler(async ({ context }) => {
    const { db } = context.server.connection;
    const endpoints = await listEndpoints(db);
    const latest = await findDeliveries(
      db,
      endpoints.flatMap(({ latestDeliveryId }) => latestDeliveryId ?? []),
    );
    return {
      items: endpoints.map(({ latestDeliveryId, ...endpoint }) => {
        const found = latest.find((delivery) => delivery.id === latestDeliveryId);
        return { ...toEndpoint(endpoint), latestDelivery: found ? toDelivery(found) : null };
      }),
    };
  });

export const getWebhook = procedure
  .meta({ permission: { webhook: ['list'] } })
  .route({ method: 'GET', path: '/webhooks/{id}', summary: 'Get a webhook endpoint', tags: TAGS })
  .input(webhookIdInput)
  .output(webhookEndpointSchema)
  .handler(({ input, context }) => endpointOrNotFound(context.server, input.id));

export const createWebhook = procedure
  .meta({ permission: { webhook: ['create'] } })
  .route({
    method: 'POST',
    path: '/webhooks',
    successStatus: 201,
    summary: 'Add a webhook endpoint; its signing secret is in this answer only',
    tags: TAGS,
  })
  .input(webhookEndpointInputSchema)
  .output(createdWebhookSchema)
  .handler(async ({ input, context }) => {
    const { server } = context;
    refuseUrl(server, input.url);
    const secret = newWebhookSecret();
    const id = await server.connection.db.transaction(async (tx) => {
      // Counted in the transaction: two admins adding the last one at once may both pass (a soft limit).
      if ((await countEndpoints(tx)) >= WEBHOOK_MAX_ENDPOINTS)
        throw new ORPCError('CONFLICT', { data: { reason: 'too-many-endpoints' } });
      const [created] = await tx
        .insert(webhookEndpoint)
        .values({
          ...input,
          secret: server.webhooks.seal(secret),
          disabledReason: input.enabled ? null : 'manual',
          disabledAt: input.enabled ? null : new Date(),
          language: languageOfCaller(context.headers),
        })
        .returning({ id: webhookEndpoint.id });
      await context.audit(
        {
          action: 'webhook.created',
          target: { type: 'webhook', id: created!.id, label: input.url },
          detail: { events: input.events, enabled: input.enabled },
        },
        tx,
      );
      return created!.id;
    });
    return { endpoint: await endpointOrNotFound(server, id), secret };
  });

export const updateWebhook = procedure
  .meta({ permission: { webhook: ['update'] } })
  .route({
    method: 'PUT',
    path: '/webhooks/{id}',
    summary: 'Change a webhook endpoint: URL, description, events, enabled',
    tags: TAGS,
  })
  .input(webhookEndpointInputSchema.extend(webhookIdInput.shape))
  .output(webhookEndpointSchema)
  .handler(async ({ input: { id, ...changes }, context }) => {
    const { server } = context;
    refuseUrl(server, changes.url);
    const resumed = await server.connection.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ enabled: webhookEndpoint.enabled })
        .from(webhookEndpoint)
        .where(eq(webhookEndpoint.id, id))
        .for('update');
      if (!before) throw new ORPCError('NOT_FOUND');
      const enabling = changes.enabled && !before.enabled;
      const disabling = !changes.enabled && before.enabled;
      await tx
        .update(webhookEndpoint)
        .set({
          ...changes,
          language: languageOfCaller(context.headers),
          // Enabled again: a fresh count, and the deliveries that waited go out in order.
          ...(enabling ? { disabledReason: null, disabledAt: null, consecutiveFailures: 0 } : {}),
          ...(disabling ? { disabledReason: 'manual', disabledAt: sql`now()` } : {}),
        })
        .where(eq(webhookEndpoint.id, id));
      const waiting = enabling ? await server.webhooks.resume(tx, id) : 0;
      await context.audit(
        {
          action: 'webhook.updated',
          target: { type: 'webhook', id, label: changes.url },
          detail: {
            events: changes.events,
            enabled: changes.enabled,
            ...(enabling ? { resumed: waiting } : {}),
          },
        },
        tx,
      );
      return waiting > 0;
    });
    if (resumed) server.webhooks.wake();
    return endpointOrNotFound(server, id);
  });

export const rotateWebhookSecret = procedure
  .meta({ permission: { webhook: ['update'] } })
  .route({
    method: 'POST',
    path: '/webhooks/{id}/rotate-secret',
    summary: 'Make a new signing secret; the previous one still signs beside it for 24 hours',
    tags: TAGS,
  })
  .input(webhookIdInput)
  .output(rotatedWebhookSecretSchema)
  .handler(async ({ input, context }) => {
    const { server } = context;
    const secret = newWebhookSecret();
    const previousSecretExpiresAt = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_HOURS * 60 * 60 * 1000);
    await server.connection.db.transaction(async (tx) => {
      // The current secret becomes the previous one (one rotated earlier stops signing now).
      const [rotated] = await tx
        .update(webhookEndpoint)
        .set({
          previousSecret: sql`${webhookEndpoint.secret}`,
          previousSecretExpiresAt,
          secret: server.webhooks.seal(secret),
        })
        .where(eq(webhookEndpoint.id, input.id))
        .returning({ url: webhookEndpoint.url });
      if (!rotated) throw new ORPCError('NOT_FOUND');
      await context.audit(
        {
          action: 'webhook.secret_rotated',
          target: { type: 'webhook', id: input.id, label: rotated.url },
          detail: { previousSecretExpiresAt },
        },
        tx,
      );
    });
    return { secret, previousSecretExpiresAt };
  });

export const deleteWebhook = procedure
  .meta({ permission: { webhook: ['delete'] } })
  .route({
    method: 'DELETE',
    path: '/webhooks/{id}',
    summary: 'Delete a webhook endpoint and its delivery log',
    tags: TAGS,
  })
  .input(webhookIdInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    await context.server.connection.db.transaction(async (tx) => {
      // Its deliveries and their tries go with it; turns still queued for it find nothing to do.
      const [deleted] = await tx
        .delete(webhookEndpoint)
        .where(eq(webhookEndpoint.id, input.id))
        .returning({ url: webhookEndpoint.url });
      if (!deleted) throw new ORPCError('NOT_FOUND');
      await context.audit(
        { action: 'webhook.deleted', target: { type: 'webhook', id: input.id, label: deleted.url } },
        tx,
      );
    });
    return { id: input.id };
  });

export const sendTestWebhook = procedure
  .meta({ permission: { webhook: ['update'] } })
  .route({
    method: 'POST',
    path: '/webhooks/{id}/test',
    summary: 'Send a test event (webhook.test) to one endpoint, after its waiting deliveries',
    tags: TAGS,
  })
  .input(webhookIdInput)
  .output(z.object({ eventId: z.string() }))
  .handler(async ({ input, context }) => {
    const { server } = context;
    const endpoint = await endpointOrNotFound(server, input.id);
    if (!endpoint.enabled) throw new ORPCError('CONFLICT', { data: { reason: 'endpoint-disabled' } });
    const eventId = await server.connection.db.transaction(async (tx) => {
      const recorded = await server.webhooks.record(
        tx,
        { type: WEBHOOK_TEST_EVENT, data: { endpoint: { id: endpoint.id, url: endpoint.url } } },
        { only: endpoint.id },
      );
      await context.audit(
        {
          action: 'webhook.test_sent',
          target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
          detail: { eventId: recorded.eventId },
        },
        tx,
      );
      return recorded.eventId;
    });
    server.webhooks.wake();
    return { eventId };
  });

export const listWebhookDeliveries = procedure
  .meta({ permission: { webhook: ['list'] } })
  .route({
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    summary: "An endpoint's deliveries, newest first, each with its latest tries",
    tags: TAGS,
  })
  .input(pageInputSchema.extend(webhookIdInput.shape))
  .output(z.object({ items: z.array(webhookDeliverySchema), nextCursor: z.string().nullable() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    await endpointOrNotFound(context.server, input.id);
    const page = await keysetPage({
      cursor: input.cursor,
      limit: input.limit,
      key: z.tuple([z.number().int().positive()]),
      rows: (after, take) => listDeliveries(db, input.id, { after: after?.[0], take }),
      keyOf: (row) => [row.sequence],
    });
    return {
      items: page.items.map(toDelivery),
      nextCursor: page.nextCursor,
    };
  });

export const redeliverWebhook = procedure
  .meta({ permission: { webhook: ['update'] } })
  .route({
    method: 'POST',
    path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    summary: 'Send a delivered or failed delivery again, with the same webhook-id and a fresh round of tries',
    tags: TAGS,
  })
  .input(webhookDeliveryInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    const { server } = context;
    const endpoint = await endpointOrNotFound(server, input.id);
    if (!endpoint.enabled) throw new ORPCError('CONFLICT', { data: { reason: 'endpoint-disabled' } });
    await server.connection.db.transaction(async (tx) => {
      const [again] = await tx
        .update(webhookDelivery)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null })
        .where(
          and(
            eq(webhookDelivery.id, input.deliveryId),
            eq(webhookDelivery.endpointId, input.id),
            ne(webhookDelivery.status, 'pending'),
          ),
        )
        .returning({ eventId: webhookDelivery.eventId });
      if (!again) {
        const [found] = await tx
          .select({ id: webhookDelivery.id })
          .from(webhookDelivery)
          .where(and(eq(webhookDelivery.id, input.deliveryId), eq(webhookDelivery.endpointId, input.id)));
        throw found
          ? new ORPCError('CONFLICT', { data: { reason: 'delivery-pending' } })
          : new ORPCError('NOT_FOUND');
      }
      await queueTurns(tx, server.jobs, [input.id]);
      await context.audit(
        {
          action: 'webhook.redelivered',
          target: { type: 'webhook', id: input.id, label: endpoint.url },
          detail: { deliveryId: input.deliveryId, eventId: again.eventId },
        },
        tx,
      );
    });
    server.webhooks.wake();
    return { id: input.deliveryId };
  });

export const webhooksRouter = {
  list: listWebhooks,
  get: getWebhook,
  create: createWebhook,
  update: updateWebhook,
  rotateSecret: rotateWebhookSecret,
  delete: deleteWebhook,
  sendTest: sendTestWebhook,
  deliveries: listWebhookDeliveries,
  redeliver: redeliverWebhook,
};
