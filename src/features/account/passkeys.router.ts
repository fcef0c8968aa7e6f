import { z } from 'zod';
import { passkeyNameSchema } from '~/lib/passkey-name';
import { procedure } from '~/server/api/procedure';
import {
  passkeyIdInput,
  passkeysOf,
  passkeySummarySchema,
  removePasskey,
  renamePasskey,
} from '~/server/passkeys/passkey-records';

// One's own passkeys. Adding one is better-auth's ceremony (/api/auth/passkey/*, behind a fresh sign-in).

export const listMyPasskeys = procedure
  .meta({ permission: { account: ['update'] } })
  .route({ method: 'GET', path: '/account/passkeys', summary: 'List my passkeys', tags: ['Account'] })
  .output(z.array(passkeySummarySchema))
  .handler(({ context }) => passkeysOf(context.server.connection.db, context.user.id));

export const renameMyPasskey = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'PATCH',
    path: '/account/passkeys/{passkeyId}',
    summary: 'Rename one of my passkeys',
    tags: ['Account'],
  })
  .input(passkeyIdInput.extend({ name: passkeyNameSchema }))
  .output(passkeySummarySchema)
  .handler(({ input, context }) =>
    context.server.connection.db.transaction(async (tx) => {
      const renamed = await renamePasskey(tx, context.user.id, input.passkeyId, input.name);
      await context.audit(
        {
          action: 'passkey.renamed',
          target: { type: 'user', id: context.user.id, label: context.user.email },
          detail: { passkeyId: renamed.id, name: renamed.name },
        },
        tx,
      );
      return renamed;
    }),
  );

export const removeMyPasskey = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'DELETE',
    path: '/account/passkeys/{passkeyId}',
    summary: 'Remove one of my passkeys',
    tags: ['Account'],
  })
  .input(passkeyIdInput)
  .output(z.object({ removed: z.literal(true) }))
  .handler(({ input, context }) =>
    context.server.connection.db.transaction(async (tx) => {
      const removed = await removePasskey(tx, context.user.id, input.passkeyId);
      await context.audit(
        {
          action: 'passkey.removed',
          target: { type: 'user', id: context.user.id, label: context.user.email },
          detail: { passkeyId: removed.id, name: removed.name },
        },
        tx,
      );
      return { removed: true as const };
    }),
  );

export const passkeysRouter = { list: listMyPasskeys, rename: renameMyPasskey, remove: removeMyPasskey };
