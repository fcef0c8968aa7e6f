import { ORPCError } from '@orpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import { book } from '~/server/db/schema';
import { bookIdInput, isBookId } from './book-ids';
import { startUpload, startUploadInput, uploadTargetOutput } from '~/server/storage/upload-procedures';
import { imageUrls, type ImageUrls } from '~/lib/image-urls';
import { asImageRefusal, removeImage } from '~/server/storage/stored-images';

export function coverUrls(stem: string): ImageUrls {
  return imageUrls(stem, 'cover');
}

export const createCoverUpload = procedure
  .meta({ permission: { book: ['update'] } , throttled: true })
  .route({
    method: 'POST',
    path: '/books/cover-uploads',
    summary: 'Start a cover upload: where to send the image (a form POST) and its upload id',
    tags: ['Books'],
  })
  .input(startUploadInput)
  .output(uploadTargetOutput)
  .handler(({ input, context }) => startUpload(context.server, context.user.id, input));

export const setCover = procedure
  .meta({ permission: { book: ['update'] } , throttled: true })
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
    const [exists] = await db.select({ id: book.id }).from(book).where(eq(book.id, input.id));
    if (!exists) throw new ORPCError('NOT_FOUND');
    await context.server.throttles.beforeUpload(context.user.id, 'attach');
    const stem = await context.server.uploads.store(input.uploadId, 'cover').catch((error: unknown) => {
      throw asImageRefusal(error);
    });
    // The old cover is read and replaced under one row lock: two saves at once each remove what they replaced.
    const replaced = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({ title: book.title, coverKey: book.coverKey })
          .from(book)
          .where(eq(book.id, input.id))
          .for('update');
        if (!row) throw new ORPCError('NOT_FOUND');
        await tx.update(book).set({ coverKey: stem, updatedAt: new Date() }).where(eq(book.id, input.id));
        await context.audit(
          { action: 'book.updated', target: { type: 'book', id: input.id, label: row.title } },
          tx,
        );
        return row.coverKey;
      })
      .catch(async (error: unknown) => {
        await removeImage(context.server, stem, 'cover');
        throw error;
      });
    await removeImage(context.server, replaced, 'cover');
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
        .where(eq(book.id, input.id))
        .for('update');
      if (!row) return undefined;
      await tx.update(book).set({ coverKey: null, updatedAt: new Date() }).where(eq(book.id, input.id));
      await context.audit(
        { action: 'book.updated', target: { type: 'book', id: input.id, label: row.title } },
        tx,
      );
      return row;
    });
    if (!previous) throw new ORPCError('NOT_FOUND');
    await removeImage(context.server, previous.coverKey, 'cover');
    return { id: input.id };
  });
