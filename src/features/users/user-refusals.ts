/**
 * Why the server refused a change to a user; the UI shows a translated text for each. Apart from
 * user.schema.ts, so that the pages that read a refusal load no zod.
 */
export const USER_REFUSALS = [
  'self',
  'last-admin',
  'duplicate-email',
  'current-session',
  'no-second-factor',
] as const;
export type UserRefusal = (typeof USER_REFUSALS)[number];
