import { z } from 'zod';

/** /app/account and /manager/account: which drawer is open, and an e-mail change under way. */
export const accountSearchSchema = z.object({
  state: z.enum(['', 'change-name']).catch('').default(''),
  newEmail: z.string().max(254).catch('').default(''),
});
export type AccountSearch = z.infer<typeof accountSearchSchema>;
