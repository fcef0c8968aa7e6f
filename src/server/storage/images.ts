import { createHash, randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, type ImageKind } from '~/lib/image-urls';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, sniffImageType, type ImageRefusal } from '~/lib/upload-file';

// What Folio accepts (lib/upload-file.ts, shared with the browser's own check) is checked here on the
// bytes, never on a file's name or its declared type.

/** Where each kind is stored and how it is cut: covers keep their shape, pictures are square. */
export const IMAGE_VARIANTS = {
  cover: { folder: 'covers', widths: IMAGE_WIDTHS.cover, square: false },
  picture: { folder: 'pictures', widths: IMAGE_WIDTHS.picture, square: true },
} as const;
export type { ImageKind };

export class ImageRefused extends Error {
  override name = 'ImageRefused';
  constructor(readonly code: ImageRefusal) {
    super(code);
  }
}

// A file that is an image and a page or a script at once (a polyglot) is refused, though it decodes.
// Long tokens only: a short one (`<svg`) turns up by chance in a few compressed photos in a thousand.
const MARKUP = /<(script|iframe|object|embed)[\s>]|<html[\s>]|<\?php\s|<!doctype\s+html/i;

export interface StoredVariant {
  key: string;
  width: number;
  bytes: Buffer;
}

/**
 * Checks an uploaded image and re-encodes it: orientation applied, metadata (EXIF, GPS) dropped, the
 * first frame of an animation, each width of `kind` as WebP under a key named by its content.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<StoredVariant[]> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRefused('IMAGE_TOO_LARGE');
  if (!sniffImageType(bytes) || MARKUP.test(bytes.toString('latin1')))
    throw new ImageRefused('IMAGE_TYPE_NOT_ALLOWED');
  const { folder, widths, square } = IMAGE_VARIANTS[kind];
  // Named by the content, and unique to this upload: removing one book's files never touches another's.
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24) + randomBytes(4).toString('hex');
  // Loaded on the first upload: sharp and libvips hold memory a server that never receives one can keep.
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', pages: 1 }).rotate();
    await source.metadata();
    return await Promise.all(
      widths.map(async (width) => ({
        key: `${folder}/${hash}-${width}.webp`,
        width,
        bytes: await source
          .clone()
          .resize(square ? { width, height: width, fit: 'cover' } : { width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageRefused('IMAGE_TOO_MANY_PIXELS');
    throw new ImageRefused('IMAGE_UNREADABLE');
  }
}
