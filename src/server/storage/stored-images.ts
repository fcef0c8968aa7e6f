import { ORPCError } from '@orpc/server';
import type { ServerContext } from '../context';
import { ImageRefused, type ImageKind } from './images';
import { UploadNotFound } from './uploads';

/**
 * Removes the files of an image a row no longer names. Each stored image's name is unique to its upload
 * (images.ts), so no other row can be showing it: no lookup is needed. A failure is logged, not thrown:
 * the change it follows has been saved.
 */
export async function removeImage(
  server: ServerContext,
  stem: string | null,
  kind: ImageKind,
): Promise<void> {
  if (!stem) return;
  await server.uploads
    .remove(stem, kind)
    .catch((error: unknown) =>
      server.logger.warn({ err: error, stem }, 'An image no longer shown could not be removed from storage'),
    );
}

/** A refused image is a 400 with its code (`IMAGE_TOO_LARGE`…), which the UI translates. */
export function asImageRefusal(error: unknown): unknown {
  if (error instanceof ImageRefused) return new ORPCError('BAD_REQUEST', { data: { code: error.code } });
  if (error instanceof UploadNotFound)
    return new ORPCError('BAD_REQUEST', { data: { code: 'UPLOAD_NOT_FOUND' } });
  return error;
}
