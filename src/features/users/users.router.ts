import { ORPCError } from '@orpc/server';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { describeUserAgent } from '~/lib/user-agent';
import { procedure } from '~/server/api/procedure';
import type { Database } from '~/server/db/client';
import { databaseErrorCode, PG_UNIQUE_VIOLATION } from '~/server/db/errors';
import { decodeCursor, pageInputSchema, pgTimestampSchema, takePage } from '~/server/db/keyset';
import { session, user } from '~/server/db/schema';
import { containsPattern, searchText, searchTokens } from '~/server/db/search';
import { refuseRemovingLastAdmin } from '~/server/users/last-admin';
import {
  banInputSchema,
  managedUserSchema,
  roleSchema,
  userInputSchema,
  userSessionSchema,
  type UserRefusal,
} from './user.schema';

// The spec's permission table has no "update" on users: editing a profile needs the right to create one.
const idInput = z.object({ id: z.string().max(64) });

const managedUserColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires,
  onboardedAt: user.onboardedAt,
  createdAt: user.createdAt,
};

function refuse(status: 'FORBIDDEN' | 'CONFLICT', reason: UserRefusal): never {
  throw new ORPCError(status, { data: { reason } });
}

function refuseSelf(callerId: string, targetId: string) {
  if (callerId === targetId) refuse('FORBIDDEN', 'self');
}

async function findUser(db: Pick<Database, 'select'>, id: string) {
  const [found] = await db.select(managedUserColumns).from(user).where(eq(user.id, id));
  if (!found) throw new ORPCError('NOT_FOUND');
  return found;
}

function duplicateEmail(error: unknown): unknown {
  return databaseErrorCode(error) === PG_UNIQUE_VIOLATION
    ? new ORPCError('CONFLICT', { data: { reason: 'duplicate-email' satisfies UserRefusal } })
    : error;
}

function userFilters(input: { searchTerm?: string; role?: string; banned?: boolean }): SQL | undefined {
  const text = searchText(sql`${user.name} || ' ' || ${user.email}`);
  return and(
    ...searchTokens(input.searchTerm).map((token) => sql`${text} like ${containsPattern(token)}`),
    input.role ? eq(user.role, input.role) : undefined,
    input.banned === undefined ? undefined : eq(user.banned, input.banned),
  );
}

export const listUsers = procedure
  .meta({ permission: { user: ['list'] } })
  .route({ method: 'GET', path: '/users', summary: 'Search and page through users', tags: ['Users'] })
  .input(
    pageInputSchema.extend({
      searchTerm: z.string().max(100).optional(),
      role: roleSchema.optional(),
      banned: z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
    }),
  )
  .output(
    z.object({ items: z.array(managedUserSchema), nextCursor: z.string().nullable(), total: z.number() }),
  )
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const filters = userFilters(input);
    const after = input.cursor
      ? decodeCursor(input.cursor, z.tuple([pgTimestampSchema, z.string().max(64)]))
      : undefined;
    if (input.cursor && !after) throw new ORPCError('BAD_REQUEST', { message: 'Invalid cursor' });
    const seek = after
      ? sql`(${user.createdAt}, ${user.id}) < (${after[0]}::timestamptz, ${after[1]})`
      : undefined;
    const [rows, [counted]] = await Promise.all([
      db
        // The cursor keeps created_at as the database's own text: a JS Date would drop the microseconds.
        .select({ ...managedUserColumns, sortTime: sql<string>`${user.createdAt}::text` })
        .from(user)
        .where(and(filters, seek))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(input.limit + 1),
      db.select({ total: count() }).from(user).where(filters),
    ]);
    const page = takePage(rows, input.limit, (row) => [row.sortTime, row.id]);
    return {
      items: page.items.map(({ sortTime: _sortTime, ...row }) => row),
      nextCursor: page.nextCursor,
      total: counted?.total ?? 0,
    };
  });

export const getUser = procedure
  .meta({ permission: { user: ['list'] } })
  .route({ method: 'GET', path: '/users/{id}', summary: 'Get a user', tags: ['Users'] })
  .input(idInput)
  .output(managedUserSchema)
  .handler(({ input, context }) => findUser(context.server.connection.db, input.id));

export const createUser = procedure
  .meta({ permission: { user: ['create'] } })
  .route({ method: 'POST', path: '/users', successStatus: 201, summary: 'Create a user', tags: ['Users'] })
  .input(userInputSchema)
  .output(managedUserSchema)
  .handler(async ({ input, context }) =>
    context.server.connection.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(user)
          .values({ id: randomUUID(), ...input, emailVerified: false })
          .returning(managedUserColumns);
        await context.audit(
          {
            action: 'user.created',
            target: { type: 'user', id: created!.id, label: created!.email },
            detail: { role: input.role },
          },
          tx,
        );
        return created!;
      })
      .catch((error: unknown) => Promise.reject(duplicateEmail(error))),
  );

export const updateUser = procedure
  .meta({ permission: { user: ['create', 'set-role'] } })
  .route({ method: 'PUT', path: '/users/{id}', summary: 'Update a user', tags: ['Users'] })
  .input(userInputSchema.extend(idInput.shape))
  .output(managedUserSchema)
  .handler(async ({ input: { id, ...changes }, context }) =>
    context.server.connection.db
      .transaction(async (tx) => {
        const before = await findUser(tx, id);
        const roleChanges = before.role !== changes.role;
        if (roleChanges) {
          refuseSelf(context.user.id, id);
          if (before.role === 'admin') await refuseRemovingLastAdmin(tx, id);
        }
        const emailChanges = before.email !== changes.email;
        const [updated] = await tx
          .update(user)
          .set({ ...changes, ...(emailChanges ? { emailVerified: false } : {}) })
          .where(eq(user.id, id))
          .returning(managedUserColumns);
        const target = { type: 'user' as const, id, label: updated!.email };
        await context.audit(
          { action: 'user.updated', target, detail: { name: changes.name, email: changes.email } },
          tx,
        );
        if (roleChanges) {
          await context.audit(
            { action: 'user.role_changed', target, detail: { from: before.role, to: changes.role } },
            tx,
          );
        }
        return updated!;
      })
      .catch((error: unknown) => Promise.reject(duplicateEmail(error))),
  );

export const deleteUser = procedure
  .meta({ permission: { user: ['delete'] } })
  .route({
    method: 'DELETE',
    path: '/users/{id}',
    summary: 'Delete a user and their sessions',
    tags: ['Users'],
  })
  .input(idInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    refuseSelf(context.user.id, input.id);
    await context.server.connection.db.transaction(async (tx) => {
      const target = await findUser(tx, input.id);
      if (target.role === 'admin') await refuseRemovingLastAdmin(tx, input.id);
      await tx.delete(user).where(eq(user.id, input.id));
      await context.audit(
        { action: 'user.deleted', target: { type: 'user', id: input.id, label: target.email } },
        tx,
      );
    });
    return { id: input.id };
  });

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
      return banned!;
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
      return unbanned;
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
    const rows = await context.server.connection.db
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
      .orderBy(desc(session.updatedAt));
    return rows.map(({ userAgent, impersonatedBy, ...row }) => ({
      ...row,
      ...describeUserAgent(userAgent),
      current: row.id === context.session.id,
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
    if (input.sessionId === context.session.id) refuse('FORBIDDEN', 'current-session');
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
      // Their sessions and the ones they hold impersonating someone; on your own account the one making this request stays.
      const revoked = await tx
        .delete(session)
        .where(
          and(
            or(eq(session.userId, input.id), eq(session.impersonatedBy, input.id)),
            ne(session.id, context.session.id),
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

export const usersRouter = {
  list: listUsers,
  get: getUser,
  create: createUser,
  update: updateUser,
  delete: deleteUser,
  ban: banUser,
  unban: unbanUser,
  sessions: { list: listUserSessions, revoke: revokeUserSession, revokeAll: revokeUserSessions },
};
