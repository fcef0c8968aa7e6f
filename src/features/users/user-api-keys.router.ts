import { z } from 'zod';
import { apiKeySummarySchema } from '~/lib/api-keys';
import { procedure } from '~/server/api/procedure';
import { keyIdInput, apiKeysOf, revokeApiKey } from '~/server/api-keys/api-key-records';
import { ensureUserExists, findUser, idInput } from './user-records';

// A user's API keys, as an admin sees them (never the key, its first characters only) and revokes one.

export const listUserApiKeys = procedure
  .meta({ permission: { apiKey: ['list'] } })
  .route({ method: 'GET', path: '/users/{id}/api-keys', summary: "List a user's API keys", tags: ['Users'] })
  .input(idInput)
  .output(z.array(apiKeySummarySchema))
  .handler(async ({ input, context }) => {
    const db = context.server.connection.db;
    const [keys] = await Promise.all([apiKeysOf(db, input.id), ensureUserExists(db, input.id)]);
    return keys;
  });

export const revokeUserApiKey = procedure
  .meta({ permission: { apiKey: ['revoke'] } })
  .route({
    method: 'DELETE',
    path: '/users/{id}/api-keys/{keyId}',
    summary: "Revoke one of a user's API keys",
    tags: ['Users'],
  })
  .input(idInput.extend(keyIdInput.shape))
  .output(z.object({ revoked: z.literal(true) }))
  .handler(({ input, context }) =>
    context.server.connection.db.transaction(async (tx) => {
      const target = await findUser(tx, input.id);
      const revoked = await revokeApiKey(tx, input.id, input.keyId);
      await context.audit(
        {
          action: 'api_key.revoked',
          target: { type: 'user', id: input.id, label: target.email },
          detail: { keyId: revoked.id, name: revoked.name },
        },
        tx,
      );
      return { revoked: true as const };
    }),
  );

export const userApiKeysRouter = { list: listUserApiKeys, revoke: revokeUserApiKey };
