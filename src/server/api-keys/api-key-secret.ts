import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_START_LENGTH } from '~/lib/api-keys';

/** The secret part's length: 32 random bytes in base64url (256 bits). */
const SECRET_LENGTH = 43;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${SECRET_LENGTH}}$`);

/** A new key, as shown once to its owner; only its hash is stored. */
export function newApiKey(): { key: string; start: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, start: key.slice(0, API_KEY_START_LENGTH), hash: hashApiKey(key) };
}

/**
 * SHA-256, unsalted: a key is 256 random bits, so no dictionary reaches it, and an unsalted hash is what
 * lets one indexed lookup find it.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether a string has a key's shape (a quick refusal before any lookup). */
export function isWellFormedApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The key a request presents in `Authorization: Bearer folio_…`, or null when it presents none. */
export function presentedApiKey(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  const match = authorization?.match(/^bearer\s+(\S+)\s*$/i);
  return match && match[1]!.startsWith(API_KEY_PREFIX) ? match[1]! : null;
}

/** Whether a URL carries a key in its query string (refused: URLs end up in logs and histories). */
export function urlCarriesApiKey(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (value.startsWith(API_KEY_PREFIX) || /^(api[-_]?key|access[-_]?token)$/i.test(name)) return true;
  }
  return false;
}
