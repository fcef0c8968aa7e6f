/** The error cases /login/error knows; anything else is shown as unknown_error. */
export const LOGIN_ERRORS = ['signup_disabled', 'access_denied', 'unknown_error'] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

/** better-auth's `error` values that mean one of the known cases; everything else is unknown_error. */
const LOGIN_ERROR_ALIASES: Record<string, LoginError> = {
  signup_disabled: 'signup_disabled',
  new_user_signup_disabled: 'signup_disabled',
  access_denied: 'access_denied',
};

export function loginErrorOf(value: unknown): LoginError {
  return (typeof value === 'string' && LOGIN_ERROR_ALIASES[value]) || 'unknown_error';
}
