import { z } from 'zod';
import { formErrorSchema } from '~/lib/form-error';

/** What an account URL without search params means; URLs carry only what differs from it. */
export const ACCOUNT_SEARCH_DEFAULTS = { state: '', newEmail: '' } as const;

/** /app/account and /manager/account: which drawer is open, and an e-mail change under way. */
export const accountSearchSchema = z.object({
  state: z.enum(['', 'change-name']).catch('').default(ACCOUNT_SEARCH_DEFAULTS.state),
  newEmail: z.string().max(254).catch('').default(ACCOUNT_SEARCH_DEFAULTS.newEmail),
  error: formErrorSchema,
});
export type AccountSearch = z.infer<typeof accountSearchSchema>;
