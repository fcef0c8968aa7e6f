import { z } from 'zod';

/** better-auth's backup codes: ten letters and digits, shown as two groups of five (`Ab3dE-f9h2K`). */
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
/** An authenticator app's code: six digits. */
const AUTHENTICATOR_CODE = /^\d{6}$/;

export function isBackupCode(code: string): boolean {
  return BACKUP_CODE.test(code);
}

/** A code from the authenticator app, or one of the backup codes (spaces around it are ignored). */
export const secondFactorCodeSchema = z
  .string({ error: 'validation:secondFactorCodeRequired' })
  .trim()
  .min(1, { error: 'validation:secondFactorCodeRequired' })
  .refine((code) => AUTHENTICATOR_CODE.test(code) || isBackupCode(code), {
    error: 'validation:secondFactorCodeInvalid',
  });

/** A code from the authenticator app alone (confirming the enrolment). */
export const authenticatorCodeSchema = z
  .string({ error: 'validation:secondFactorCodeRequired' })
  .trim()
  .min(1, { error: 'validation:secondFactorCodeRequired' })
  .regex(AUTHENTICATOR_CODE, { error: 'validation:codeLength' });

/** The second step of a sign-in; a natively posted checkbox arrives as `on`. */
export const secondStepFormSchema = z.object({
  code: secondFactorCodeSchema,
  trustDevice: z.preprocess((value) => value === true || value === 'on', z.boolean()),
});
export type SecondStepFormInput = z.input<typeof secondStepFormSchema>;

/** How long "trust this device" spares the second step of a sign-in. */
export const TRUSTED_DEVICE_DAYS = 30;
