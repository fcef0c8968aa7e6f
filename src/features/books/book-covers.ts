import { ORPCError } from '@orpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import type { ServerContext } from '~/server/context';
import { book } from '~/server/db/schema';
import { ImageRefused, IMAGE_TYPES } from '~/server/storage/images';
import { fileUrl, UploadNotFound } from '~/server/storage/uploads';

const bookIdInput = z.object({ id: z.string().max(64) });
/** A book id is a UUID: anything else names no book (404). */
const isBookId = (id: string) => z.uuid().safeParse(id).success;

export function coverUrls(stem: string): { small: string; large: string } {
  return { small: fileUrl(`${stem}-200.webp`), large: fileUrl(`${stem}-600.webp`) };
}

/** A refused image is a 400 with its code (`IMAGE_TOO_LARGE`…), which the UI translates. */
function asRefusal(error: unknown): unknown {
  if (error instanceof ImageRefused) return new ORPCError('BAD_REQUEST', { data: { code: error.code } });
  if (error instanceof UploadNotFound)
    return new ORPCError('BAD_REQUEST', { data: { code: 'UPLOAD_NOT_FOUND' } });
  return error;
}

/** Removes a cover's files once no book shows it (two books may share one image, and so its name). */
export async function removeUnusedCover(server: ServerContext, stem: string | null): Promise<void> {
  if (!stem) return;
  const [stillShown] = await server.connection.db
    .select({ id: book.id })
    .from(book)
    .where(eq(book.coverKey, stem))
    .limit(1);
  if (!stillShown)
    await server.uploads
      .remove(stem, 'cover')
      .catch((error: unknown) =>
        server.logger.warn({ err: error, stem }, 'A replaced cover could not be removed from storage'),
      );
}

export const createCoverUpload = procedure
  .meta({ permission: { book: ['update'] } })
  .route({
    method: 'POST',
    path: '/books/cover-uploads',
    summary: 'Start a cover upload: where to send the image (a form POST) and its upload id',
    tags: ['Books'],
  })
  .input(z.object({ contentType: z.enum(IMAGE_TYPES) }))
  .output(z.object({ uploadId: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) }))
  .handler(async ({ input, context }) => {
    await context.server.throttles.beforeUpload(context.user.id);
    return context.server.uploads.target(input.contentType);
  });

export const setCover = procedure
  .meta({ permission: { book: ['update'] } })
  .route({
    method: 'PUT',
    path: '/books/{id}/cover',
    summary: "Set a book's cover from an upload",
    tags: ['Books'],
  })
  .input(bookIdInput.extend({ uploadId: z.string().max(64) }))
  .output(z.object({ cover: z.object({ small: z.string(), large: z.string() }) }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    if (!isBookId(input.id)) throw new ORPCError('NOT_FOUND');
    const [existing] = await db.select({ coverKey: book.coverKey }).from(book).where(eq(book.id, input.id));
    if (!existing) throw new ORPCError('NOT_FOUND');
    const stem = await context.server.uploads.store(input.uploadId, 'cover').catch((error: unknown) => {
      throw asRefusal(error);
    });
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(book)
        .set({ coverKey: stem, updatedAt: new Date() })
        .where(eq(book.id, input.id))
        .returning({ title: book.title });
      if (row)
        await context.audit(
          { action: 'book.updated', target: { type: 'book', id: input.id, label: row.title } },
          tx,
        );
      return row;
    });
    if (!updated) {
      await removeUnusedCover(context.server, stem);
      throw new ORPCError('NOT_FOUND');
    }
    if (existing.coverKey !== stem) await removeUnusedCover(context.server, existing.coverKey);
    return { cover: coverUrls(stem) };
  });

export const removeCover = procedure
  .meta({ permission: { book: ['update'] } })
  .route({ method: 'DELETE', path: '/books/{id}/cover', summary: "Remove a book's cover", tags: ['Books'] })
  .input(bookIdInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    if (!isBookId(input.id)) throw new ORPCError('NOT_FOUND');
    const previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ title: book.title, coverKey: book.coverKey })
        .from(book)
        .where(eq(book.id, input.id));
      if (!row) return undefined;
      await tx.update(book).set({ coverKey: null, updatedAt: new Date() }).where(eq(book.id, input.id));
      await context.audit(
        { action: 'book.updated', target: { type: 'book', id: input.id, label: row.title } },
        tx,
      );
      return row;
    });
    if (!previous) throw new ORPCError('NOT_FOUND');
    await removeUnusedCover(context.server, previous.coverKey);
    return { id: input.id };
  });
