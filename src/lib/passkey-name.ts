import { z } from 'zod';
import { wellFormedText } from './well-formed-text';

export const PASSKEY_NAME_MAX_LENGTH = 64;

/** A passkey's name as typed: at most 64 characters, trimmed, at least 1. Messages are translation keys. */
export const passkeyNameSchema = z
  .string({ error: 'validation:passkeyNameRequired' })
  // Also before the trim, so that the limit is the input's (and the OpenAPI document's) maxLength.
  .max(PASSKEY_NAME_MAX_LENGTH, { error: 'validation:passkeyNameTooLong' })
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

/** The add form's name: may be left empty, when the passkey is named after where it is kept. */
export const newPasskeyNameFormSchema = z.object({
  name: z
    .string()
    .transform(wellFormedText)
    .pipe(z.string().trim().max(PASSKEY_NAME_MAX_LENGTH, { error: 'validation:passkeyNameTooLong' })),
});
export type NewPasskeyNameForm = z.infer<typeof newPasskeyNameFormSchema>;
