// E-mail addresses, checked without a schema library: the sign-in page checks an address before it
// sends it, and that page loads as little JavaScript as it can. lib/schemas.ts (zod) stays the rule the
// server applies; a test keeps the two in step.

/** RFC 5321: the longest address a mail server must accept. */
export const EMAIL_MAX_LENGTH = 254;

/** zod's e-mail pattern (`z.regexes.email`), the one `z.email()` applies. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `value` is an address as it stands (no trimming), as `z.email()` decides. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** What is wrong with a typed address, as lib/schemas.ts's `emailSchema` says it (a message key). */
export function emailProblem(
  value: string,
): 'validation:emailRequired' | 'validation:emailInvalid' | undefined {
  const email = value.trim();
  if (!email) return 'validation:emailRequired';
  if (email.length > EMAIL_MAX_LENGTH || !isEmail(email)) return 'validation:emailInvalid';
  return undefined;
}
