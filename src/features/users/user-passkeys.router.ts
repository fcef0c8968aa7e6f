import { z } from 'zod';
import { languageOf } from '~/lib/request-language';
import { procedure } from '~/server/api/procedure';
import {
  passkeyIdInput,
  passkeysOf,
  passkeySummarySchema,
  removePasskey,
} from '~/server/passkeys/passkey-records';
import { ensureUserExists, findUser, idInput } from './user-records';

// A user's passkeys, as an admin sees them (never their key material) and removes one.

export const listUserPasskeys = procedure
  .meta({ permission: { passkey: ['list'] } })
  .route({ method: 'GET', path: '/users/{id}/passkeys', summary: "List a user's passkeys", tags: ['Users'] })
  .input(idInput)
  .output(z.array(passkeySummarySchema))
  .handler(async ({ input, context }) => {
    const db = context.server.connection.db;
    const [passkeys] = await Promise.all([passkeysOf(db, input.id), ensureUserExists(db, input.id)]);
    return passkeys;
  });

export const removeUserPasskey = procedure
  .meta({ permission: { passkey: ['delete'] } })
  .route({
    method: 'DELETE',
    path: '/users/{id}/passkeys/{passkeyId}',
    summary: "Remove one of a user's passkeys; they are told by e-mail",
    tags: ['Users'],
  })
  .input(idInput.extend(passkeyIdInput.shape))
  .output(z.object({ removed: z.literal(true) }))
  .handler(async ({ input, context }) => {
    const { connection, jobs } = context.server;
    const { target, removed } = await connection.db.transaction(async (tx) => {
      const target = await findUser(tx, input.id);
      const removed = await removePasskey(tx, input.id, input.passkeyId);
      await context.audit(
        {
          action: 'passkey.removed',
          target: { type: 'user', id: input.id, label: target.email },
          detail: { passkeyId: removed.id, name: removed.name },
        },
        tx,
      );
      return { target, removed };
    });
    // The admin's language: Folio keeps no language per person.
    const language = languageOf({
      cookie: context.headers.get('cookie'),
      acceptLanguage: context.headers.get('accept-language'),
    });
    await jobs.send('passkey-removed-notice', {
      userId: target.id,
      passkeyName: removed.name ?? '—',
      language,
    });
    return { removed: true as const };
  });

export const userPasskeysRouter = { list: listUserPasskeys, remove: removeUserPasskey };
