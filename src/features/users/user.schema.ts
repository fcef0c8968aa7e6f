import { z } from 'zod';
import { emailSchema } from '~/lib/schemas';
import { nameSchema } from '~/lib/person-name';
import { ROLE_NAMES, type RoleName } from '~/lib/permissions';
import { isMomentInRange } from '~/lib/calendar';

export const roleSchema = z.enum(ROLE_NAMES as [RoleName, ...RoleName[]], {
  error: 'validation:invalidEnum',
});

export const userInputSchema = z.object({
  name: nameSchema,
  email: emailSchema.transform((email) => email.toLowerCase()),
  role: roleSchema,
});
export type UserInput = z.input<typeof userInputSchema>;

export const BAN_REASON_MAX_LENGTH = 500;

export const banInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(BAN_REASON_MAX_LENGTH, { error: 'validation:tooBig' })
    .transform((value) => value || null)
    .nullable()
    .default(null),
  /** When the ban ends; none for a ban until lifted. */
  expiresAt: z.coerce
    .date({ error: 'validation:dateInvalid' })
    .refine(isMomentInRange, { error: 'validation:dateInvalid' })
    .refine((date) => date.getTime() > Date.now(), { error: 'validation:dateInPast' })
    .nullable()
    .default(null),
});
export type BanInput = z.input<typeof banInputSchema>;

export const managedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.string(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.date().nullable(),
  onboardedAt: z.date().nullable(),
  /** They sign in with an authenticator app's code after the e-mail code. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.date(),
  /** Their uploaded picture, else their sign-in provider's, or null (initials show). */
  picture: z.object({ small: z.string(), large: z.string() }).nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  kind: z.enum(['phone', 'tablet', 'desktop', 'unknown']),
  ipAddress: z.string().nullable(),
  lastActiveAt: z.date(),
  expiresAt: z.date(),
  createdAt: z.date(),
  current: z.boolean(),
  impersonated: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
