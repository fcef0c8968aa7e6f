import { z } from 'zod';
import { nameSchema } from './person-name';

// The field rules more than one feature asks for. Messages are translation keys; forms show them translated.

export const emailSchema = z
  .string({ error: 'validation:emailRequired' })
  .trim()
  .min(1, { error: 'validation:emailRequired' })
  .pipe(z.email({ error: 'validation:emailInvalid' }));

export const LOGIN_CODE_LENGTH = 6;

/** A one-time code from an e-mail: sign-in, and confirming a change to one's own account. */
export const codeSchema = z
  .string({ error: 'validation:codeRequired' })
  .trim()
  .min(1, { error: 'validation:codeRequired' })
  .length(LOGIN_CODE_LENGTH, { error: 'validation:codeLength' })
  .regex(/^\d+$/, { error: 'validation:codeInvalid' });

/** A form that asks for a person's name alone (onboarding, change name). */
export const nameFormSchema = z.object({ name: nameSchema });
export type NameFormInput = z.infer<typeof nameFormSchema>;
