import { ORPCError } from '@orpc/server';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  API_KEY_LIFETIME_NAMES,
  API_KEY_LIFETIMES,
  grantableKeyPermissions,
  intersectPermissions,
  type ApiKeyLifetime,
  type ApiKeySummary,
  type CreateApiKeyInput,
} from '~/lib/api-keys';
import { grantsAll, type Permissions } from '~/lib/permissions';
import type { Database } from '../db/client';
import { apiKey } from '../db/schema';
import { newApiKey } from './api-key-secret';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lifetimes a person may choose where keys last at most `maxDays` (API_KEY_MAX_DAYS; unset: any). */
export function allowedLifetimes(maxDays: number | undefined): ApiKeyLifetime[] {
  return API_KEY_LIFETIME_NAMES.filter((name) => {
    const days = API_KEY_LIFETIMES[name];
    return maxDays === undefined || (days !== null && days <= maxDays);
  });
}

const summaryColumns = {
  id: apiKey.id,
  name: apiKey.name,
  start: apiKey.start,
  permissions: apiKey.permissions,
  createdAt: apiKey.createdAt,
  lastUsedAt: apiKey.lastUsedAt,
  expiresAt: apiKey.expiresAt,
};

export const keyIdInput = z.object({ keyId: z.uuid() });

/** A person's keys, newest first. */
export function apiKeysOf(db: Pick<Database, 'select'>, userId: string): Promise<ApiKeySummary[]> {
  return db
    .select(summaryColumns)
    .from(apiKey)
    .where(eq(apiKey.userId, userId))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
}

/**
 * Makes a key for a person: only permissions their role grants (a 403 names none of the others), an
 * expiry no later than `maxDays` allows. Answers the key itself, which is never stored or shown again.
 */
export async function createApiKey(
  db: Pick<Database, 'insert'>,
  owner: { id: string; role?: string | null },
  input: CreateApiKeyInput,
  maxDays: number | undefined,
): Promise<ApiKeySummary & { key: string }> {
  const grantable = grantableKeyPermissions(owner.role);
  const asked = input.permissions as Permissions;
  if (!grantsAll(grantable as Record<string, readonly string[]>, asked))
    throw new ORPCError('FORBIDDEN', { message: 'A key can only hold permissions you hold yourself' });
  const days = API_KEY_LIFETIMES[input.lifetime];
  if (!allowedLifetimes(maxDays).includes(input.lifetime))
    throw new ORPCError('API_KEY_LIFETIME_TOO_LONG', {
      status: 400,
      message: `Keys may last at most ${maxDays} days here`,
    });
  const { key, start, hash } = newApiKey();
  const [created] = await db
    .insert(apiKey)
    .values({
      userId: owner.id,
      name: input.name,
      start,
      keyHash: hash,
      permissions: intersectPermissions(asked, grantable) as Record<string, string[]>,
      expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
    })
    .returning(summaryColumns);
  return { ...created!, key };
}

/** Revokes (deletes) one of a person's keys; 404 when it is not theirs. */
export async function revokeApiKey(
  db: Pick<Database, 'delete'>,
  userId: string,
  keyId: string,
): Promise<ApiKeySummary> {
  const [revoked] = await db
    .delete(apiKey)
    .where(and(eq(apiKey.id, keyId), eq(apiKey.userId, userId)))
    .returning(summaryColumns);
  if (!revoked) throw new ORPCError('NOT_FOUND', { message: 'No such API key' });
  return revoked;
}
