import { z } from 'zod';
import type { ServerContext } from '../context';
import { UPLOADABLE_IMAGE_TYPES } from '~/lib/upload-file';

/** What starting an upload takes: the file's type (checked again on its bytes). */
export const startUploadInput = z.object({ contentType: z.enum(UPLOADABLE_IMAGE_TYPES) });

/** Where to send the file (a form POST: the fields, then the file) and the id to attach it by. */
export const uploadTargetOutput = z.object({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});

/** Starts one upload for `userId`, within their throttle. */
export async function startUpload(
  server: ServerContext,
  userId: string,
  { contentType }: z.infer<typeof startUploadInput>,
): Promise<z.infer<typeof uploadTargetOutput>> {
  await server.throttles.beforeUpload(userId, 'start');
  return server.uploads.target(contentType);
}
