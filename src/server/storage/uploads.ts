import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { IMAGE_VARIANTS, ImageRefused, reencodeImage, type ImageKind } from './images';
import { isUploadableImageType, MAX_UPLOAD_BYTES } from '~/lib/upload-file';
import type { ObjectStorage, UploadTarget } from './object-storage';

const PENDING = 'pending';
/** How long a browser has to send its file. */
const UPLOAD_WINDOW_SECONDS = 10 * 60;
/** A file uploaded and never attached (the form was left) is removed after this long. */
export const PENDING_MAX_AGE_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class UploadNotFound extends Error {
  override name = 'UploadNotFound';
}

/** A stored image is named by the stem its variants share: `covers/<hash>` → `covers/<hash>-600.webp`. */
export function variantKeys(stem: string, kind: ImageKind): string[] {
  return IMAGE_VARIANTS[kind].widths.map((width) => `${stem}-${width}.webp`);
}

export interface Uploads {
  storage: ObjectStorage;
  /** Where a browser sends one image of `contentType`, and the id to attach it by afterwards. */
  target(contentType: string): Promise<UploadTarget & { uploadId: string }>;
  /** Checks and re-encodes an uploaded image into its variants; returns their stem. The upload goes either way. */
  store(uploadId: string, kind: ImageKind): Promise<string>;
  /** Removes the variants of a stem no row refers to any more. */
  remove(stem: string, kind: ImageKind): Promise<void>;
  /** Removes uploads never attached. */
  sweep(now?: Date): Promise<number>;
}

export function createUploads(storage: ObjectStorage, logger: Logger): Uploads {
  return {
    storage,
    async target(contentType) {
      if (!isUploadableImageType(contentType)) throw new ImageRefused('IMAGE_TYPE_NOT_ALLOWED');
      const uploadId = randomUUID();
      const target = await storage.uploadTarget(`${PENDING}/${uploadId}`, {
        maxBytes: MAX_UPLOAD_BYTES,
        contentType,
        expiresInSeconds: UPLOAD_WINDOW_SECONDS,
      });
      return { ...target, uploadId };
    },
    async store(uploadId, kind) {
      if (!UUID.test(uploadId)) throw new UploadNotFound();
      const key = `${PENDING}/${uploadId}`;
      try {
        // The size first: a store that ignored the policy's limit is not downloaded whole.
        const size = await storage.size(key);
        if (size === null) throw new UploadNotFound();
        if (size > MAX_UPLOAD_BYTES) throw new ImageRefused('IMAGE_TOO_LARGE');
        const bytes = await storage.get(key);
        if (!bytes) throw new UploadNotFound();
        const variants = await reencodeImage(bytes, kind);
        await Promise.all(variants.map((variant) => storage.put(variant.key, variant.bytes, 'image/webp')));
        return variants[0]!.key.replace(/-\d+\.webp$/, '');
      } finally {
        await storage
          .delete([key])
          .catch((error: unknown) =>
            logger.warn({ err: error, key }, 'An upload could not be removed; the clean-up will retry'),
          );
      }
    },
    async remove(stem, kind) {
      await storage.delete(variantKeys(stem, kind));
    },
    async sweep(now = new Date()) {
      const old = await storage.listOlderThan(PENDING, new Date(now.getTime() - PENDING_MAX_AGE_MS));
      await storage.delete(old);
      return old.length;
    },
  };
}
