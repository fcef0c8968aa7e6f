import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import { user } from '~/server/db/schema';
import { IMAGE_TYPES } from '~/server/storage/images';
import { imageUrls } from '~/lib/image-urls';
import { asImageRefusal, removeUnusedImage } from '~/server/storage/stored-images';

const pictureSchema = z.object({ small: z.string(), large: z.string() });

export const createPictureUpload = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'POST',
    path: '/account/picture-uploads',
    summary: 'Start uploading my picture: where to send the image (a form POST) and its upload id',
    tags: ['Account'],
  })
  .input(z.object({ contentType: z.enum(IMAGE_TYPES) }))
  .output(z.object({ uploadId: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) }))
  .handler(async ({ input, context }) => {
    await context.server.throttles.beforeUpload(context.user.id);
    return context.server.uploads.target(input.contentType);
  });

export const setPicture = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'PUT',
    path: '/account/picture',
    summary: 'Set my picture from an upload',
    tags: ['Account'],
  })
  .input(z.object({ uploadId: z.string().max(64) }))
  .output(z.object({ picture: pictureSchema }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const stem = await context.server.uploads.store(input.uploadId, 'picture').catch((error: unknown) => {
      throw asImageRefusal(error);
    });
    const [previous] = await db
      .select({ pictureKey: user.pictureKey })
      .from(user)
      .where(eq(user.id, context.user.id));
    await db
      .update(user)
      .set({ pictureKey: stem, updatedAt: new Date() })
      .where(eq(user.id, context.user.id));
    if (previous?.pictureKey !== stem)
      await removeUnusedImage(context.server, previous?.pictureKey ?? null, 'picture');
    return { picture: imageUrls(stem, 'picture') };
  });

export const removePicture = procedure
  .meta({ permission: { account: ['update'] } })
  .route({ method: 'DELETE', path: '/account/picture', summary: 'Remove my picture', tags: ['Account'] })
  .output(z.object({ removed: z.literal(true) }))
  .handler(async ({ context }) => {
    const { db } = context.server.connection;
    const [previous] = await db
      .select({ pictureKey: user.pictureKey })
      .from(user)
      .where(eq(user.id, context.user.id));
    await db
      .update(user)
      .set({ pictureKey: null, updatedAt: new Date() })
      .where(eq(user.id, context.user.id));
    await removeUnusedImage(context.server, previous?.pictureKey ?? null, 'picture');
    return { removed: true as const };
  });
