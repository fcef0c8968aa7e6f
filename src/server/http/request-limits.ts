import { isWellFormedText, wellFormedText } from '~/lib/well-formed-text';
import { MAX_UPLOAD_BYTES } from '~/lib/upload-file';
import { LOCAL_UPLOAD_PATH } from '../storage/local-storage';

/** The largest request body Folio reads, but for local uploads (an image and its form's fields). */
const MAX_BODY_BYTES = 1024 * 1024;
const UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** The body limit of a request for `rawPath` (its path and query as sent). */
export function maxBodyBytesFor(rawPath: string): number {
  return rawPath.split('?')[0] === LOCAL_UPLOAD_PATH ? UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}

/** The methods Folio answers; any other (TRACE, CONNECT, PROPFIND…) is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method ?? '');
}

/**
 * The URL as Folio serves it: a path segment holding a NUL, an unpaired surrogate or malformed
 * percent-encoding names nothing here (null: the answer is 404); query values are made well-formed text
 * (a `%00` dropped), so that a search for one finds what a search without it finds.
 */
export function wellFormedUrl(url: URL): URL | null {
  for (const segment of url.pathname.split('/')) {
    const decoded = safeDecode(segment);
    if (decoded === null || !isWellFormedText(decoded)) return null;
  }
  const params = [...url.searchParams];
  if (params.every(([key, value]) => isWellFormedText(key) && isWellFormedText(value))) return url;
  const cleaned = new URL(url);
  cleaned.search = new URLSearchParams(
    params.map(([key, value]) => [wellFormedText(key), wellFormedText(value)]),
  ).toString();
  return cleaned;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
