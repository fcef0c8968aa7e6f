import { ORPCError } from '@orpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OrganizationPermissions } from '~/lib/organization-permissions';
import type { AuditAction } from '~/lib/audit-actions';
import type { Permissions } from '~/lib/permissions';
import { procedure, type ApiContext } from '~/server/api/procedure';
import type { Database } from '~/server/db/client';
import { databaseErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '~/server/db/errors';
import { shelf, shelfBook } from '~/server/db/schema';
import { nameInOrganizationSchema } from '~/lib/organization-names';
import { DUPLICATE_SHELF, shelfSchema } from './organization.schema';
import { MAX_ID_LENGTH, organizationAccess, readShelves, type Caller } from './organization-records';

// Shelves belong to an organization: every member reads them (with the organization), owners and
// admins curate them (`organization: update` in lib/organization-permissions.ts).

const CURATE: OrganizationPermissions = { organization: ['update'] };
/** What the caller (a session, or an API key) must hold to ask at all; the organization role decides then. */
const CURATE_SHELVES: Permissions = { membership: ['curate'] };
const shelfIdInput = z.object({ id: z.uuid() });
const shelfBookInput = shelfIdInput.extend({ bookId: z.uuid() });

function duplicateName(error: unknown): unknown {
  return databaseErrorCode(error) === PG_UNIQUE_VIOLATION
    ? new ORPCError('CONFLICT', { data: DUPLICATE_SHELF })
    : error;
}

function unknownBook(error: unknown): unknown {
  return databaseErrorCode(error) === PG_FOREIGN_KEY_VIOLATION
    ? new ORPCError('NOT_FOUND', { data: { field: 'bookId', reason: 'unknown' } })
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

type CuratedShelf = Awaited<ReturnType<typeof curatedShelf>>;
type ShelfAction = Extract<AuditAction, `shelf.${string}`>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

interface ShelfChangeContext extends Pick<ApiContext, 'server'> {
  user: Caller;
  audit: (entry: ReturnType<typeof shelfChange>, executor: Transaction) => Promise<unknown>;
}

/**
 * A change to an existing shelf, by a curator of its organization: `change` runs in a transaction with
 * the audit entry it returns (none when it changed nothing), so both land or neither; a database
 * refusal is answered through `refused`. Resolves with the shelf as it was before.
 */
async function changeShelf(
  context: ShelfChangeContext,
  id: string,
  change: (
    tx: Transaction,
    current: CuratedShelf,
  ) => Promise<{ action: ShelfAction; detail: Record<string, unknown> } | null>,
  refused: (error: unknown) => unknown = (error) => error,
): Promise<CuratedShelf> {
  const { db } = context.server.connection;
  const current = await curatedShelf(db, context.user, id);
  await db
    .transaction(async (tx) => {
      const changed = await change(tx, current);
      if (changed) await context.audit(shelfChange(changed.action, current, changed.detail), tx);
    })
    .catch((error: unknown) => Promise.reject(refused(error)));
  return current;
}

async function answerShelf(db: Database, organizationId: string, id: string) {
  const [found] = await readShelves(db, organizationId, id);
  if (!found) throw new ORPCError('NOT_FOUND');
  return found;
}

export const createShelf = procedure
  .meta({ permission: CURATE_SHELVES })
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
  .meta({ permission: CURATE_SHELVES })
  .route({ method: 'PATCH', path: '/shelves/{id}', summary: 'Rename a shelf', tags: ['Shelves'] })
  .input(shelfIdInput.extend({ name: nameInOrganizationSchema }))
  .output(shelfSchema)
  .handler(async ({ input, context }) => {
    const renamed = await changeShelf(
      context,
      input.id,
      async (tx, current) => {
        // Gone since it was read (deleted meanwhile): nothing to rename, nothing to record.
        const rows = await tx
          .update(shelf)
          .set({ name: input.name })
          .where(eq(shelf.id, input.id))
          .returning({ id: shelf.id });
        if (!rows.length) throw new ORPCError('NOT_FOUND');
        return { action: 'shelf.renamed', detail: { shelfId: input.id, from: current.name, to: input.name } };
      },
      duplicateName,
    );
    return answerShelf(context.server.connection.db, renamed.organizationId, input.id);
  });

export const deleteShelf = procedure
  .meta({ permission: CURATE_SHELVES })
  .route({
    method: 'DELETE',
    path: '/shelves/{id}',
    summary: 'Delete a shelf (its books stay in the catalogue)',
    tags: ['Shelves'],
  })
  .input(shelfIdInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    await changeShelf(context, input.id, async (tx, current) => {
      const rows = await tx.delete(shelf).where(eq(shelf.id, input.id)).returning({ id: shelf.id });
      if (!rows.length) throw new ORPCError('NOT_FOUND');
      return { action: 'shelf.deleted', detail: { shelfId: input.id, name: current.name } };
    });
    return { id: input.id };
  });

export const addBookToShelf = procedure
  .meta({ permission: CURATE_SHELVES })
  .route({
    method: 'PUT',
    path: '/shelves/{id}/books/{bookId}',
    summary: 'Put a catalogue book on a shelf (again is no change)',
    tags: ['Shelves'],
  })
  .input(shelfBookInput)
  .output(shelfSchema)
  .handler(async ({ input, context }) => {
    const { organizationId } = await changeShelf(
      context,
      input.id,
      async (tx) => {
        const added = await tx
          .insert(shelfBook)
          .values({ shelfId: input.id, bookId: input.bookId })
          .onConflictDoNothing()
          .returning({ bookId: shelfBook.bookId });
        return added.length
          ? { action: 'shelf.book_added', detail: { shelfId: input.id, bookId: input.bookId } }
          : null;
      },
      unknownBook,
    );
    return answerShelf(context.server.connection.db, organizationId, input.id);
  });

export const removeBookFromShelf = procedure
  .meta({ permission: CURATE_SHELVES })
  .route({
    method: 'DELETE',
    path: '/shelves/{id}/books/{bookId}',
    summary: 'Take a book off a shelf (the book stays in the catalogue)',
    tags: ['Shelves'],
  })
  .input(shelfBookInput)
  .output(shelfSchema)
  .handler(async ({ input, context }) => {
    const { organizationId } = await changeShelf(context, input.id, async (tx) => {
      const removed = await tx
        .delete(shelfBook)
        .where(and(eq(shelfBook.shelfId, input.id), eq(shelfBook.bookId, input.bookId)))
        .returning({ bookId: shelfBook.bookId });
      return removed.length
        ? { action: 'shelf.book_removed', detail: { shelfId: input.id, bookId: input.bookId } }
        : null;
    });
    return answerShelf(context.server.connection.db, organizationId, input.id);
  });

export const shelvesRouter = {
  create: createShelf,
  rename: renameShelf,
  delete: deleteShelf,
  addBook: addBookToShelf,
  removeBook: removeBookFromShelf,
};
