/**
 * How Folio and the tests talk to the test OpenID Connect provider (oidc-provider.ts), without
 * loading the provider itself. Who signs in is chosen through cookies on the provider's origin,
 * like a session at a real provider:
 *
 *   oidc_email=<address>            the e-mail claim (without it the provider refuses)
 *   oidc_email_verified=false       the provider does not vouch for that address (default: it does)
 *   oidc_deny=1                     the person cancels: back to Folio with error=access_denied
 */
export const OIDC_CLIENT_ID = 'folio-test-client';
export const OIDC_CLIENT_SECRET = 'folio-test-client-secret';
/** The login page's button reads "Continue with Test ID". */
export const OIDC_NAME = 'Test ID';

export interface OidcIdentity {
  email: string;
  emailVerified?: boolean;
  /** The provider's display name; the e-mail's local part when not given. */
  name?: string;
}

/** The cookies that make the provider sign in `identity` (or refuse, with `deny`). */
export function oidcCookies(identity: OidcIdentity | { deny: true }): Record<string, string> {
  if ('deny' in identity) return { oidc_deny: '1' };
  return {
    oidc_email: identity.email,
    oidc_email_verified: identity.emailVerified === false ? 'false' : 'true',
    oidc_name: identity.name ?? identity.email.split('@')[0]!,
  };
}

/** The provider's subject (`sub`) for an address: the same address is the same provider account. */
export function subjectOf(email: string): string {
  return `test-${email.toLowerCase()}`;
}
