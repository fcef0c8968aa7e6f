import { parseUserOutput } from 'better-auth/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { BetterAuthOptions } from 'better-auth';
import { grantableKeyPermissions, intersectPermissions } from '~/lib/api-keys';
import type { Permissions } from '~/lib/permissions';
import type { AuthSession } from '../auth';
import type { Database } from '../db/client';
import { apiKey, user as userTable } from '../db/schema';
import { isBanned } from '../security/session-rule';
import { hashApiKey, isWellFormedApiKey } from './api-key-secret';

/** Who a request with a key is: the key's owner as they are now, and what the key may do for them now. */
export interface KeyCaller {
  user: AuthSession['user'];
  key: { id: string; name: string };
  /** The key's permissions ∩ its owner's role's, as of this request. */
  permissions: Permissions;
}

export type ApiKeyReader = (key: string) => Promise<KeyCaller | null>;

/** How stale a key's "last used" may get: it is written at most this often, never on every request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Finds the caller a key stands for in one statement (the key and its owner), or null when the key is
 * unknown, revoked (deleted), expired, or its owner is banned. A deleted owner's keys go with them.
 */
export function createApiKeyReader(
  db: Database,
  options: BetterAuthOptions,
  onError: (error: unknown) => void,
): ApiKeyReader {
  const byHash = db
    .select({ key: apiKey, user: userTable })
    .from(apiKey)
    .innerJoin(userTable, eq(userTable.id, apiKey.userId))
    .where(eq(apiKey.keyHash, sql.placeholder('hash')))
    .prepare('folio_api_key_by_hash');

  return async (key) => {
    if (!isWellFormedApiKey(key)) return null;
    const [found] = await byHash.execute({ hash: hashApiKey(key) });
    const now = Date.now();
    if (!found) return null;
    if (found.key.expiresAt && found.key.expiresAt.getTime() <= now) return null;
    if (isBanned(found.user, now)) return null;
    if (!found.key.lastUsedAt || now - found.key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
      void touch(db, found.key.id).catch(onError);
    return {
      user: parseUserOutput(options, found.user) as AuthSession['user'],
      key: { id: found.key.id, name: found.key.name },
      permissions: intersectPermissions(
        found.key.permissions as Permissions,
        grantableKeyPermissions(found.user.role),
      ),
    };
  };
}

/** Marks a key used now, unless another request (on any instance) did within the minute. */
function touch(db: Database, id: string) {
  return db
    .update(apiKey)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKey.id, id),
        or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
