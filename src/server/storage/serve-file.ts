import { FILES_PATH } from '~/lib/image-urls';
import type { ObjectStorage } from './object-storage';
// Only what Folio wrote: re-encoded WebP variants under content-hashed names.
const SERVED_KEY = /^(covers|pictures)\/[0-9a-f]{32}-\d{2,4}\.webp$/;

/**
 * A stored image, whichever the storage: the type is Folio's (never the uploader's), the browser may not
 * guess another, and the name changes with the content, so it is cached for good.
 */
export async function serveFile(pathname: string, storage: ObjectStorage): Promise<Response> {
  const key = pathname.slice(FILES_PATH.length);
  const bytes = SERVED_KEY.test(key) ? await storage.get(key) : null;
  if (!bytes) return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
