import { ORPCError } from '@orpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OrganizationPermissions } from '~/lib/organization-permissions';
import type { AuditAction } from '~/lib/audit-actions';
import { procedure } from '~/server/api/procedure';
import type { Database } from '~/server/db/client';
import { databaseErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '~/server/db/errors';
import { shelf, shelfBook } from '~/server/db/schema';
import { nameInOrganizationSchema } from '~/lib/organization-names';
import { DUPLICATE_SHELF, shelfSchema } from './organization.schema';
import { MAX_ID_LENGTH, organizationAccess, readShelves, type Caller } from './organization-records';

// Shelves belong to an organization: every member reads them (with the organization), owners and
// admins curate them (`organization: update` in lib/organization-permissions.ts).

const CURATE: OrganizationPermissions = { organization: ['update'] };
const shelfIdInput = z.object({ id: z.uuid() });
const shelfBookInput = shelfIdInput.extend({ bookId: z.uuid() });

function duplicateName(error: unknown): unknown {
  return databaseErrorCode(error) === PG_UNIQUE_VIOLATION
    ? new ORPCError('CONFLICT', { data: DUPLICATE_SHELF })
    : error;
}

/** The shelf, and the caller's right to curate it; an unknown shelf is a 404 to everyone. */
async function curatedShelf(db: Database, caller: Caller, id: string) {
  const [found] = await db
    .select({ organizationId: shelf.organizationId, name: shelf.name })
    .from(shelf)
    .where(eq(shelf.id, id));
  if (!found) throw new ORPCError('NOT_FOUND');
  const access = await organizationAccess(db, caller, found.organizationId, CURATE);
  return { ...found, organizationName: access.name };
}

type ShelfAction = Extract<AuditAction, `shelf.${string}`>;

/** What the audit log keeps of a change to a shelf: the organization it belongs to, and what changed. */
function shelfChange(
  action: ShelfAction,
  organization: { organizationId: string; organizationName: string },
  detail: Record<string, unknown>,
) {
  return {
    action,
    target: {
      type: 'organization' as const,
      id: organization.organizationId,
      label: organization.organizationName,
    },
    detail,
  };
}

async function answerShelf(db: Database, organizationId: string, id: string) {
  const [found] = await readShelves(db, organizationId, id);
  if (!found) throw new ORPCError('NOT_FOUND');
  return found;
}

export const createShelf = procedure
  .meta({ permission: { apps: ['app'] } })
  .route({
    method: 'POST',
    path: '/organizations/{organizationId}/shelves',
    successStatus: 201,
    summary: 'Add a shelf to an organization (its owners and admins)',
    tags: ['Shelves'],
  })
  .input(z.object({ organizationId: z.string().max(MAX_ID_LENGTH), name: nameInOrganizationSchema }))
  .output(shelfSchema)
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const access = await organizationAccess(db, context.user, input.organizationId, CURATE);
    const id = await db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(shelf)
          .values({ organizationId: input.organizationId, name: input.name })
          .returning({ id: shelf.id });
        await context.audit(
          shelfChange(
            'shelf.created',
            { organizationId: input.organizationId, organizationName: access.name },
            { shelfId: created!.id, name: input.name },
          ),
          tx,
        );
        return created!.id;
      })
      .catch((error: unknown) => Promise.reject(duplicateName(error)));
    return answerShelf(db, input.organizationId, id);
  });

export const renameShelf = procedure
  .meta({ permission: { apps: ['app'] } })
  .route({ method: 'PATCH', path: '/shelves/{id}', summary: 'Rename a shelf', tags: ['Shelves'] })
  .input(shelfIdInput.extend({ name: nameInOrganizationSchema }))
  .output(shelfSchema)
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const found = await curatedShelf(db, context.user, input.id);
    await db
      .transaction(async (tx) => {
        // Gone since it was read (deleted meanwhile): nothing to rename, nothing to record.
        const renamed = await tx
          .update(shelf)
          .set({ name: input.name })
          .where(eq(shelf.id, input.id))
          .returning({ id: shelf.id });
        if (!renamed.length) throw new ORPCError('NOT_FOUND');
        await context.audit(
          shelfChange('shelf.renamed', found, { shelfId: input.id, from: found.name, to: input.name }),
          tx,
        );
      })
      .catch((error: unknown) => Promise.reject(duplicateName(error)));
    return answerShelf(db, found.organizationId, input.id);
  });

export const deleteShelf = procedure
  .meta({ permission: { apps: ['app'] } })
  .route({
    method: 'DELETE',
    path: '/shelves/{id}',
    summary: 'Delete a shelf (its books stay in the catalogue)',
    tags: ['Shelves'],
  })
  .input(shelfIdInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const found = await curatedShelf(db, context.user, input.id);
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(shelf).where(eq(shelf.id, input.id)).returning({ id: shelf.id });
      if (!deleted.length) throw new ORPCError('NOT_FOUND');
      await context.audit(shelfChange('shelf.deleted', found, { shelfId: input.id, name: found.name }), tx);
    });
    return { id: input.id };
  });

export const addBookToShelf = procedure
  .meta({ permission: { apps: ['app'] } })
  .route({
    method: 'PUT',
    path: '/shelves/{id}/books/{bookId}',
    summary: 'Put a catalogue book on a shelf (again is no change)',
    tags: ['Shelves'],
  })
  .input(shelfBookInput)
  .output(shelfSchema)
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const found = await curatedShelf(db, context.user, input.id);
    await db
      .transaction(async (tx) => {
        const added = await tx
          .insert(shelfBook)
          .values({ shelfId: input.id, bookId: input.bookId })
          .onConflictDoNothing()
          .returning({ bookId: shelfBook.bookId });
        if (added.length)
          await context.audit(
            shelfChange('shelf.book_added', found, { shelfId: input.id, bookId: input.bookId }),
            tx,
          );
      })
      .catch((error: unknown) =>
        Promise.reject(
          databaseErrorCode(error) === PG_FOREIGN_KEY_VIOLATION
            ? new ORPCError('NOT_FOUND', { data: { field: 'bookId', reason: 'unknown' } })
            : error,
        ),
      );
    return answerShelf(db, found.organizationId, input.id);
  });

export const removeBookFromShelf = procedure
  .meta({ permission: { apps: ['app'] } })
  .route({
    method: 'DELETE',
    path: '/shelves/{id}/books/{bookId}',
    summary: 'Take a book off a shelf (the book stays in the catalogue)',
    tags: ['Shelves'],
  })
  .input(shelfBookInput)
  .output(shelfSchema)
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const found = await curatedShelf(db, context.user, input.id);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(shelfBook)
        .where(and(eq(shelfBook.shelfId, input.id), eq(shelfBook.bookId, input.bookId)))
        .returning({ bookId: shelfBook.bookId });
      if (removed.length)
        await context.audit(
          shelfChange('shelf.book_removed', found, { shelfId: input.id, bookId: input.bookId }),
          tx,
        );
    });
    return answerShelf(db, found.organizationId, input.id);
  });

export const shelvesRouter = {
  create: createShelf,
  rename: renameShelf,
  delete: deleteShelf,
  addBook: addBookToShelf,
  removeBook: removeBookFromShelf,
};
