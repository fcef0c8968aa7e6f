import { ORPCError } from '@orpc/server';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { book, user } from '../db/schema';
import { ImageRefused, type ImageKind } from './images';
import { UploadNotFound } from './uploads';

/** The column that names each kind of stored image: its files go once no row names them. */
const OWNER_COLUMNS = { cover: book.coverKey, picture: user.pictureKey } as const;

/** Removes an image's files once no row shows it (two rows may share one image, and so its name). */
export async function removeUnusedImage(
  server: ServerContext,
  stem: string | null,
  kind: ImageKind,
): Promise<void> {
  if (!stem) return;
  const column = OWNER_COLUMNS[kind];
  const [stillShown] = await server.connection.db
    .select({ stem: column })
    .from(column.table)
    .where(eq(column, stem))
    .limit(1);
  if (!stillShown)
    await server.uploads
      .remove(stem, kind)
      .catch((error: unknown) =>
        server.logger.warn(
          { err: error, stem },
          'An image no longer shown could not be removed from storage',
        ),
      );
}

/** A refused image is a 400 with its code (`IMAGE_TOO_LARGE`…), which the UI translates. */
export function asImageRefusal(error: unknown): unknown {
  if (error instanceof ImageRefused) return new ORPCError('BAD_REQUEST', { data: { code: error.code } });
  if (error instanceof UploadNotFound)
    return new ORPCError('BAD_REQUEST', { data: { code: 'UPLOAD_NOT_FOUND' } });
  return error;
}
