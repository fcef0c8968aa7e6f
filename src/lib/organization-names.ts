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
