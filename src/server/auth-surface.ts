/**
 * better-auth endpoints a passwordless Folio does not use. They answer 404 and are absent from the
 * auth OpenAPI document; users, roles, bans, sessions and passkeys are administered through Folio's
 * API (ADR 0009). tests/integration/openapi.test.ts holds the list of what stays exposed, so an endpoint that a
 * better-auth upgrade adds cannot appear unnoticed.
 */
export const DISABLED_AUTH_PATHS = [
  '/account-info',
  '/admin/ban-user',
  '/admin/create-user',
  '/admin/get-user',
  '/admin/has-permission',
  '/admin/list-user-sessions',
  '/admin/list-users',
  '/admin/remove-user',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/set-role',
  '/admin/set-user-password',
  '/admin/unban-user',
  '/admin/update-user',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/delete-user/callback',
  '/email-otp/check-verification-otp',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/email-otp/verify-email',
  '/forget-password/email-otp',
  '/get-access-token',
  '/list-sessions',
  '/passkey/delete-passkey',
  '/passkey/list-user-passkeys',
  '/passkey/update-passkey',
  '/refresh-token',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/revoke-session',
  '/revoke-sessions',
  '/send-verification-email',
  '/sign-in/email',
  '/sign-up/email',
  // The second factor is an authenticator app: no e-mailed second code, and the app's secret is shown
  // once, at enrolment, never read back.
  '/two-factor/get-totp-uri',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/update-session',
  '/verify-email',
  '/verify-password',
];
