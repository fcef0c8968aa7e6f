import { z } from 'zod';
import { apiKeySummarySchema, createApiKeyInputSchema, grantableKeyPermissions } from '~/lib/api-keys';
import { API_KEY_LIFETIME_NAMES } from '~/lib/api-keys';
import { procedure } from '~/server/api/procedure';
import {
  allowedLifetimes,
  keyIdInput,
  apiKeysOf,
  createApiKey,
  revokeApiKey,
} from '~/server/api-keys/api-key-records';
import { requireFreshSession } from '~/server/fresh-session';

// One's own API keys (ADR 0027). A key cannot reach these: `account` is never among a key's permissions.

const lifetimeSchema = z.enum(API_KEY_LIFETIME_NAMES as [string, ...string[]]);

export const listMyApiKeys = procedure
  .meta({ permission: { account: ['update'] } })
  .route({ method: 'GET', path: '/account/api-keys', summary: 'List my API keys', tags: ['Account'] })
  .output(
    z.object({
      keys: z.array(apiKeySummarySchema),
      // What a new key may be given here: the lifetimes allowed, the permissions the person holds.
      lifetimes: z.array(lifetimeSchema),
      grantable: z.record(z.string(), z.array(z.string())),
    }),
  )
  .handler(async ({ context }) => ({
    keys: await apiKeysOf(context.server.connection.db, context.user.id),
    lifetimes: allowedLifetimes(context.server.env.API_KEY_MAX_DAYS),
    grantable: grantableKeyPermissions(context.user.role) as Record<string, string[]>,
  }));

export const createMyApiKey = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'POST',
    path: '/account/api-keys',
    successStatus: 201,
    summary: 'Create an API key (shown once)',
    tags: ['Account'],
  })
  .input(createApiKeyInputSchema)
  .output(apiKeySummarySchema.extend({ key: z.string() }))
  .handler(async ({ input, context }) => {
    // As adding a passkey: a stolen session cannot mint a lasting credential of its own.
    requireFreshSession(context.session);
    return context.server.connection.db.transaction(async (tx) => {
      const created = await createApiKey(tx, context.user, input, context.server.env.API_KEY_MAX_DAYS);
      await context.audit(
        {
          action: 'api_key.created',
          target: { type: 'user', id: context.user.id, label: context.user.email },
          detail: { keyId: created.id, name: created.name, permissions: created.permissions },
        },
        tx,
      );
      return created;
    });
  });

export const revokeMyApiKey = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'DELETE',
    path: '/account/api-keys/{keyId}',
    summary: 'Revoke one of my API keys',
    tags: ['Account'],
  })
  .input(keyIdInput)
  .output(z.object({ revoked: z.literal(true) }))
  .handler(({ input, context }) =>
    context.server.connection.db.transaction(async (tx) => {
      const revoked = await revokeApiKey(tx, context.user.id, input.keyId);
      await context.audit(
        {
          action: 'api_key.revoked',
          target: { type: 'user', id: context.user.id, label: context.user.email },
          detail: { keyId: revoked.id, name: revoked.name },
        },
        tx,
      );
      return { revoked: true as const };
    }),
  );

export const apiKeysRouter = { list: listMyApiKeys, create: createMyApiKey, revoke: revokeMyApiKey };
