import { z } from 'zod';
import { ROLE_GRANTS, isRoleName, type Permissions } from './permissions';
import { wellFormedText } from './well-formed-text';

/** Every key starts with it, so that secret scanners and people can tell what a leaked string is. */
export const API_KEY_PREFIX = 'folio_';

/** How many characters of a key its list shows (the prefix and a few more): enough to tell keys apart. */
export const API_KEY_START_LENGTH = 12;

/** The lifetimes a person picks from; an admin limits them with API_KEY_MAX_DAYS. */
export const API_KEY_LIFETIMES = { '30d': 30, '90d': 90, '365d': 365, never: null } as const;
export type ApiKeyLifetime = keyof typeof API_KEY_LIFETIMES;
export const API_KEY_LIFETIME_NAMES = Object.keys(API_KEY_LIFETIMES) as ApiKeyLifetime[];

/**
 * What a key may be given: the API's resources, never the account's or the apps' (a key cannot change its
 * owner's account, make keys or open the administration's pages).
 */
export const KEY_RESOURCES = [
  'book',
  'genre',
  'membership',
  'user',
  'session',
  'passkey',
  'organization',
  'job',
] as const;
type KeyResource = (typeof KEY_RESOURCES)[number];

/** What a person with this role may put on a key: the part of their role's grants that keys can hold. */
export function grantableKeyPermissions(role: string | null | undefined): Permissions {
  const granted: Record<string, readonly string[]> = {};
  for (const name of (role ?? '').split(',').map((part) => part.trim())) {
    if (!isRoleName(name)) continue;
    const grants = ROLE_GRANTS[name] as Readonly<Record<string, readonly string[]>>;
    for (const resource of KEY_RESOURCES) {
      const actions = grants[resource];
      if (actions) granted[resource] = [...new Set([...(granted[resource] ?? []), ...actions])];
    }
  }
  return granted as Permissions;
}

/** The part of `asked` that `held` grants, resource by resource (a key's permissions ∩ its owner's now). */
export function intersectPermissions(asked: Permissions, held: Permissions): Permissions {
  const result: Record<string, string[]> = {};
  for (const [resource, actions] of Object.entries(asked) as Array<[KeyResource, string[]]>) {
    const allowed = (held as Record<string, readonly string[] | undefined>)[resource] ?? [];
    const kept = actions.filter((action) => allowed.includes(action));
    if (kept.length) result[resource] = kept;
  }
  return result as Permissions;
}

export const API_KEY_NAME_MAX_LENGTH = 64;

/** A key's name as typed: at most 64 characters, trimmed, at least 1. Messages are translation keys. */
export const apiKeyNameSchema = z
  .string({ error: 'validation:apiKeyNameRequired' })
  .max(API_KEY_NAME_MAX_LENGTH, { error: 'validation:apiKeyNameTooLong' })
  .transform(wellFormedText)
  .pipe(z.string().trim().min(1, { error: 'validation:apiKeyNameRequired' }));

/** A key's permissions as sent: resources of KEY_RESOURCES, each with at least one action. */
export const keyPermissionsSchema = z
  .partialRecord(z.enum(KEY_RESOURCES), z.array(z.string().max(32)).min(1).max(16))
  .refine((permissions) => Object.keys(permissions).length > 0, {
    error: 'validation:apiKeyPermissionsRequired',
  });

export const createApiKeyInputSchema = z.object({
  name: apiKeyNameSchema,
  lifetime: z.enum(API_KEY_LIFETIME_NAMES as [ApiKeyLifetime, ...ApiKeyLifetime[]]),
  permissions: keyPermissionsSchema,
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

/** What the list of keys shows: never the key, only its first characters. */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  permissions: z.record(z.string(), z.array(z.string())),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;
