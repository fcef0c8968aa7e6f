import { z } from 'zod';
import { wellFormedText } from './well-formed-text';

export const PASSKEY_NAME_MAX_LENGTH = 64;

/** A passkey's name as typed: trimmed, 1 to 64 characters. Messages are translation keys. */
export const passkeyNameSchema = z
  .string({ error: 'validation:passkeyNameRequired' })
  .transform(wellFormedText)
  .pipe(
    z
      .string()
      .trim()
      .min(1, { error: 'validation:passkeyNameRequired' })
      .max(PASSKEY_NAME_MAX_LENGTH, { error: 'validation:passkeyNameTooLong' }),
  );

export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
export type PasskeyNameForm = z.infer<typeof passkeyNameFormSchema>;
