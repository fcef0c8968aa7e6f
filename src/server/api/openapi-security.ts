import type { OpenAPI } from '@orpc/openapi';
import { authCookieOptions } from '../security/session-policy';

/** The name both OpenAPI documents give the one way Folio knows a caller. */
export const SESSION_SCHEME = 'session';

/** better-auth's session cookie on a server at `baseUrl` (`__Host-` prefixed over https). */
export function sessionCookieName(baseUrl: string): string {
  return `${authCookieOptions(baseUrl).cookiePrefix}.session_token`;
}

/**
 * The session cookie a sign-in sets (HttpOnly, SameSite=Lax): the only credential Folio accepts today.
 * A bearer token or an API key is refused, so neither is declared.
 */
export function sessionSecurityScheme(cookieName: string): OpenAPI.SecuritySchemeObject {
  return {
    type: 'apiKey',
    in: 'cookie',
    name: cookieName,
    description:
      'The session cookie set by a sign-in (/api/auth/sign-in/…). A change from another origin is refused.',
  };
}

/**
 * The server a document's paths are on: this one, whatever its address (a relative URL), for callers
 * outside it too (OWASP's `x-internal: false`).
 */
export function thisServer(url: string): OpenAPI.ServerObject {
  const server: OpenAPI.ServerObject & { 'x-internal': boolean } = {
    url,
    description: 'This Folio server (production or local)',
    'x-internal': false,
  };
  return server;
}
