import { z } from 'zod';

// The names people give in organizations; messages are translation keys (validation.json).

export const ORGANIZATION_NAME_MAX_LENGTH = 80;

/** A name given in an organization: the organization's own, a team's or a shelf's. */
export const nameInOrganizationSchema = z
  .string({ error: 'validation:nameRequired' })
  .trim()
  .min(1, { error: 'validation:nameRequired' })
  .max(ORGANIZATION_NAME_MAX_LENGTH, { error: 'validation:tooBig' });

/** Lower-case letters, digits and single hyphens: an organization's address-safe handle. */
export const organizationSlugSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'validation:nameInvalid' });

/**
 * A slug for a new organization: its name's letters and digits, and a random suffix so that two
 * organizations with the same name never collide (nobody types or sees slugs in Folio).
 */
export function newOrganizationSlug(name: string, random: () => number = Math.random): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  const suffix = Array.from({ length: 6 }, () => Math.floor(random() * 36).toString(36)).join('');
  return base ? `${base}-${suffix}` : `org-${suffix}`;
}
