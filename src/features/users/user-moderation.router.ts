import { ORPCError } from '@orpc/server';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { describeUserAgent } from '~/lib/user-agent';
import { procedure } from '~/server/api/procedure';
import { session, user } from '~/server/db/schema';
import { refuseRemovingLastAdmin } from '~/server/users/last-admin';
import { resetSecondFactor as removeSecondFactor } from '~/server/second-factor/reset-second-factor';
import { languageOf } from '~/lib/request-language';
import { userEvent } from '~/server/webhooks/webhook-payloads';
import { banInputSchema, managedUserSchema, userSessionSchema } from './user.schema';
import {
  ensureUserExists,
  findUser,
  idInput,
  managedUserColumns,
  refuse,
  refuseSelf,
  toManagedUser,
} from './user-records';

// Moderation of a user: bans and their sessions. (Their records: users.router.ts.)

export const banUser = procedure
  .meta({ permission: { user: ['ban'] } })
  .route({
    method: 'POST',
    path: '/users/{id}/ban',
    summary: 'Ban a user and end their sessions',
    tags: ['Users'],
  })
  .input(banInputSchema.extend(idInput.shape))
  .output(managedUserSchema)
  .handler(async ({ input: { id, reason, expiresAt }, context }) => {
    refuseSelf(context.user.id, id);
    return context.server.connection.db.transaction(async (tx) => {
      const target = await findUser(tx, id);
      if (target.role === 'admin') await refuseRemovingLastAdmin(tx, id);
      const [banned] = await tx
        .update(user)
        .set({ banned: true, banReason: reason, banExpires: expiresAt })
        .where(eq(user.id, id))
        .returning(managedUserColumns);
      // Every session ends now, their own and any they hold as someone else: the next request is signed out.
      await tx.delete(session).where(or(eq(session.userId, id), eq(session.impersonatedBy, id)));
      await context.audit(
        {
          action: 'user.banned',
          target: { type: 'user', id, label: target.email },
          detail: { reason, expiresAt },
        },
        tx,
      );
      await context.webhookEvent(userEvent('user.banned', banned!), tx);
      return toManagedUser(banned!, context.server.env);
    });
  });

export const unbanUser = procedure
  .meta({ permission: { user: ['ban'] } })
  .route({ method: 'POST', path: '/users/{id}/unban', summary: 'Lift a ban', tags: ['Users'] })
  .input(idInput)
  .output(managedUserSchema)
  .handler(({ input, context }) =>
    context.server.connection.db.transaction(async (tx) => {
      const [unbanned] = await tx
        .update(user)
        .set({ banned: false, banReason: null, banExpires: null })
        .where(eq(user.id, input.id))
        .returning(managedUserColumns);
      if (!unbanned) throw new ORPCError('NOT_FOUND');
      await context.audit(
        { action: 'user.unbanned', target: { type: 'user', id: input.id, label: unbanned.email } },
        tx,
      );
      return toManagedUser(unbanned, context.server.env);
    }),
  );

export const listUserSessions = procedure
  .meta({ permission: { session: ['list'] } })
  .route({
    method: 'GET',
    path: '/users/{id}/sessions',
    summary: "List a user's sessions (never their tokens)",
    tags: ['Users'],
  })
  .input(idInput)
  .output(z.array(userSessionSchema))
  .handler(async ({ input, context }) => {
    const db = context.server.connection.db;
    const [rows] = await Promise.all([
      db
        .select({
          id: session.id,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
          lastActiveAt: session.updatedAt,
          expiresAt: session.expiresAt,
          createdAt: session.createdAt,
          impersonatedBy: session.impersonatedBy,
        })
        .from(session)
        .where(and(eq(session.userId, input.id), sql`${session.expiresAt} > now()`))
        .orderBy(desc(session.updatedAt)),
      ensureUserExists(db, input.id),
    ]);
    return rows.map(({ userAgent, impersonatedBy, ...row }) => ({
      ...row,
      ...describeUserAgent(userAgent),
      current: row.id === context.session?.id,
      impersonated: Boolean(impersonatedBy),
    }));
  });

export const revokeUserSession = procedure
  .meta({ permission: { session: ['revoke'] } })
  .route({
    method: 'DELETE',
    path: '/users/{id}/sessions/{sessionId}',
    summary: 'End one session',
    tags: ['Users'],
  })
  .input(idInput.extend({ sessionId: z.string().max(64) }))
  .output(z.object({ revoked: z.number() }))
  .handler(async ({ input, context }) => {
    if (input.sessionId === context.session?.id) refuse('FORBIDDEN', 'current-session');
    return context.server.connection.db.transaction(async (tx) => {
      const revoked = await tx
        .delete(session)
        .where(and(eq(session.id, input.sessionId), eq(session.userId, input.id)))
        .returning({ id: session.id });
      if (!revoked.length) throw new ORPCError('NOT_FOUND');
      await context.audit(
        { action: 'session.revoked', target: { type: 'user', id: input.id }, detail: { sessions: 1 } },
        tx,
      );
      return { revoked: revoked.length };
    });
  });

export const revokeUserSessions = procedure
  .meta({ permission: { session: ['revoke'] } })
  .route({
    method: 'DELETE',
    path: '/users/{id}/sessions',
    summary: "End all of a user's sessions",
    tags: ['Users'],
  })
  .input(idInput)
  .output(z.object({ revoked: z.number() }))
  .handler(({ input, context }) =>
    context.server.connection.db.transaction(async (tx) => {
      await ensureUserExists(tx, input.id);
      // Their sessions and the ones they hold impersonating someone; on your own account the one making this request stays.
      const revoked = await tx
        .delete(session)
        .where(
          and(
            or(eq(session.userId, input.id), eq(session.impersonatedBy, input.id)),
            // (With an API key there is none: every session goes.)
            ...(context.session ? [ne(session.id, context.session.id)] : []),
          ),
        )
        .returning({ id: session.id });
      await context.audit(
        {
          action: 'session.revoked',
          target: { type: 'user', id: input.id },
          detail: { sessions: revoked.length, all: true },
        },
        tx,
      );
      return { revoked: revoked.length };
    }),
  );

export const resetSecondFactor = procedure
  .meta({ permission: { user: ['reset-second-factor'] } })
  .route({
    method: 'POST',
    path: '/users/{id}/second-factor/reset',
    summary: "Remove a user's second factor (they lost their authenticator and backup codes)",
    tags: ['Users'],
  })
  .input(idInput)
  .output(managedUserSchema)
  .handler(async ({ input: { id }, context }) => {
    refuseSelf(context.user.id, id);
    const { server } = context;
    const target = await server.connection.db.transaction(async (tx) => {
      const found = await findUser(tx, id);
      if (!(await removeSecondFactor(tx, id))) refuse('CONFLICT', 'no-second-factor');
      await context.audit(
        { action: 'second_factor.reset', target: { type: 'user', id, label: found.email } },
        tx,
      );
      return { ...found, twoFactorEnabled: false };
    });
    // In the language of the admin's request: Folio keeps no language per person.
    const language = languageOf({
      cookie: context.headers.get('cookie'),
      acceptLanguage: context.headers.get('accept-language'),
    });
    await server.jobs.send('second-factor-reset-notice', { userId: id, language });
    return toManagedUser(target, server.env);
  });
