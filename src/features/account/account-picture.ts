import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import type { ServerContext } from '~/server/context';
import { user } from '~/server/db/schema';
import { startUpload, startUploadInput, uploadTargetOutput } from '~/server/storage/upload-procedures';
import { imageUrls } from '~/lib/image-urls';
import { asImageRefusal, removeImage } from '~/server/storage/stored-images';

const pictureSchema = z.object({ small: z.string(), large: z.string() });

/** Sets a person's picture under a row lock; returns the one it replaced (its files are the caller's to remove). */
async function swapPicture(
  server: ServerContext,
  userId: string,
  stem: string | null,
): Promise<string | null> {
  return server.connection.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pictureKey: user.pictureKey })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    await tx.update(user).set({ pictureKey: stem, updatedAt: new Date() }).where(eq(user.id, userId));
    return row?.pictureKey ?? null;
  });
}

export const createPictureUpload = procedure
  .meta({ permission: { account: ['update'] } , throttled: true })
  .route({
    method: 'POST',
    path: '/account/picture-uploads',
    summary: 'Start uploading my picture: where to send the image (a form POST) and its upload id',
    tags: ['Account'],
  })
  .input(startUploadInput)
  .output(uploadTargetOutput)
  .handler(({ input, context }) => startUpload(context.server, context.user.id, input));

export const setPicture = procedure
  .meta({ permission: { account: ['update'] } , throttled: true })
  .route({
    method: 'PUT',
    path: '/account/picture',
    summary: 'Set my picture from an upload',
    tags: ['Account'],
  })
  .input(z.object({ uploadId: z.string().max(64) }))
  .output(z.object({ picture: pictureSchema }))
  .handler(async ({ input, context }) => {
    await context.server.throttles.beforeUpload(context.user.id, 'attach');
    const stem = await context.server.uploads.store(input.uploadId, 'picture').catch((error: unknown) => {
      throw asImageRefusal(error);
    });
    const replaced = await swapPicture(context.server, context.user.id, stem).catch(
      async (error: unknown) => {
        await removeImage(context.server, stem, 'picture');
        throw error;
      },
    );
    await removeImage(context.server, replaced, 'picture');
    return { picture: imageUrls(stem, 'picture') };
  });

export const removePicture = procedure
  .meta({ permission: { account: ['update'] } })
  .route({ method: 'DELETE', path: '/account/picture', summary: 'Remove my picture', tags: ['Account'] })
  .output(z.object({ removed: z.literal(true) }))
  .handler(async ({ context }) => {
    const replaced = await swapPicture(context.server, context.user.id, null);
    await removeImage(context.server, replaced, 'picture');
    return { removed: true as const };
  });
