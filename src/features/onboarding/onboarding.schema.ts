import { z } from 'zod';

/** Names are letters (any script), spaces, apostrophes, dots and hyphens; messages are translation keys. */
export const nameSchema = z
  .string({ error: 'validation:nameRequired' })
  .trim()
  .min(1, { error: 'validation:nameRequired' })
  .max(100, { error: 'validation:nameInvalid' })
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u, { error: 'validation:nameInvalid' });

export const onboardingSchema = z.object({ name: nameSchema });
export type OnboardingInput = z.infer<typeof onboardingSchema>;
