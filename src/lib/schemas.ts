import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './email';
import { nameSchema } from './person-name';

// The field rules more than one feature asks for. Messages are translation keys; forms show them translated.

export const emailSchema = z
  .string({ error: 'validation:emailRequired' })
  .trim()
  .min(1, { error: 'validation:emailRequired' })
  .max(EMAIL_MAX_LENGTH, { error: 'validation:emailInvalid' })
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

/** A form that asks for an e-mail address alone (sign-in, a new address). */
export const emailFormSchema = z.object({ email: emailSchema });
export type EmailFormInput = z.infer<typeof emailFormSchema>;

/** A form that asks for an e-mail code alone (sign-in, confirming a new address or a deletion). */
export const codeFormSchema = z.object({ code: codeSchema });
export type CodeFormInput = z.infer<typeof codeFormSchema>;
