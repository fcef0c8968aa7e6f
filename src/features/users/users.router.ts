import { ORPCError } from '@orpc/server';
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import { databaseErrorCode, PG_UNIQUE_VIOLATION } from '~/server/db/errors';
import { keysetPage, pageInputSchema, pgTimestampSchema } from '~/server/db/keyset';
import { user } from '~/server/db/schema';
import { containsPattern, searchText, searchTokens } from '~/server/db/search';
import { newestFirst } from '~/server/db/order';
import { refuseRemovingLastAdmin } from '~/server/users/last-admin';
import { leaveOrganizationsBeforeDeletion } from '~/server/organizations/only-owner';
import { managedUserSchema, roleSchema, userInputSchema } from './user.schema';
import type { UserRefusal } from './user-refusals';
import {
  banUser,
  resetSecondFactor,
  listUserSessions,
  revokeUserSession,
  revokeUserSessions,
  unbanUser,
} from './user-moderation.router';
import { findUser, idInput, managedUserColumns, refuseSelf, toManagedUser } from './user-records';
import { removeImage } from '~/server/storage/stored-images';
import { userEvent } from '~/server/webhooks/webhook-payloads';
import { userApiKeysRouter } from './user-api-keys.router';
import { userPasskeysRouter } from './user-passkeys.router';

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

const userListFilters = z.object({
  searchTerm: z.string().max(100).optional(),
  role: roleSchema.optional(),
  banned: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const listUsers = procedure
  .meta({ permission: { user: ['list'] } })
  .route({ method: 'GET', path: '/users', summary: 'Search and page through users', tags: ['Users'] })
  .input(pageInputSchema.extend(userListFilters.shape))
  .output(z.object({ items: z.array(managedUserSchema), nextCursor: z.string().nullable() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const filters = userFilters(input);
    const page = await keysetPage({
      cursor: input.cursor,
      limit: input.limit,
      key: z.tuple([pgTimestampSchema, z.string().max(64)]),
      rows: (after, take) =>
        db
          // The cursor keeps created_at as the database's own text: a JS Date would drop the microseconds.
          .select({ ...managedUserColumns, sortTime: sql<string>`${user.createdAt}::text` })
          .from(user)
          .where(
            and(
              filters,
              after
                ? sql`(${user.createdAt}, ${user.id}) < (${after[0]}::timestamptz, ${after[1]})`
                : undefined,
            ),
          )
          .orderBy(newestFirst(user.createdAt), newestFirst(user.id))
          .limit(take),
      keyOf: (row) => [row.sortTime, row.id],
    });
    return {
      items: page.items.map(({ sortTime: _sortTime, ...row }) => toManagedUser(row, context.server.env)),
      nextCursor: page.nextCursor,
    };
  });

/** The total apart from the list, which never waits for it (ADR 0013). */
export const countUsers = procedure
  .meta({ permission: { user: ['list'] } })
  .route({
    method: 'GET',
    path: '/users/count',
    summary: 'Count the users a search and filters find',
    tags: ['Users'],
  })
  .input(userListFilters)
  .output(z.object({ total: z.number() }))
  .handler(async ({ input, context }) => {
    const [counted] = await context.server.connection.db
      .select({ total: count() })
      .from(user)
      .where(userFilters(input));
    return { total: counted?.total ?? 0 };
  });

export const getUser = procedure
  .meta({ permission: { user: ['list'] } })
  .route({ method: 'GET', path: '/users/{id}', summary: 'Get a user', tags: ['Users'] })
  .input(idInput)
  .output(managedUserSchema)
  .handler(async ({ input, context }) =>
    toManagedUser(await findUser(context.server.connection.db, input.id), context.server.env),
  );

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
        await context.webhookEvent(userEvent('user.created', created!), tx);
        return toManagedUser(created!, context.server.env);
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
        return toManagedUser(updated!, context.server.env);
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
    const target = await context.server.connection.db.transaction(async (tx) => {
      const found = await findUser(tx, input.id);
      if (found.role === 'admin') await refuseRemovingLastAdmin(tx, input.id);
      for (const entry of await leaveOrganizationsBeforeDeletion(tx, input.id, 'hand-over'))
        await context.audit(entry, tx);
      await tx.delete(user).where(eq(user.id, input.id));
      await context.audit(
        { action: 'user.deleted', target: { type: 'user', id: input.id, label: found.email } },
        tx,
      );
      return found;
    });
    await removeImage(context.server, target.pictureKey, 'picture');
    return { id: input.id };
  });

export const usersRouter = {
  list: listUsers,
  count: countUsers,
  get: getUser,
  create: createUser,
  update: updateUser,
  delete: deleteUser,
  ban: banUser,
  unban: unbanUser,
  resetSecondFactor,
  sessions: { list: listUserSessions, revoke: revokeUserSession, revokeAll: revokeUserSessions },
  passkeys: userPasskeysRouter,
  apiKeys: userApiKeysRouter,
};
