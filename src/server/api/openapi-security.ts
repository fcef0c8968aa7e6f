import type { OpenAPI } from '@orpc/openapi';
import { authCookieOptions } from '../security/session-policy';

/** The name both OpenAPI documents give the session cookie. */
export const SESSION_SCHEME = 'session';
/** The name the app's document gives a personal API key (`Authorization: Bearer folio_…`). */
export const API_KEY_SCHEME = 'apiKey';
/** The name both documents give a native app's session token (`Authorization: Bearer <token>`). */
export const SESSION_TOKEN_SCHEME = 'sessionToken';

/** Whoever a signed-in operation takes: the session, as a cookie or as a native app's token. */
export const SESSION_REQUIREMENTS: OpenAPI.SecurityRequirementObject[] = [
  { [SESSION_SCHEME]: [] },
  { [SESSION_TOKEN_SCHEME]: [] },
];

/** better-auth's session cookie on a server at `baseUrl` (`__Host-` prefixed over https). */
export function sessionCookieName(baseUrl: string): string {
  return `${authCookieOptions(baseUrl).cookiePrefix}.session_token`;
}

/** How both documents know a session: its cookie, and the same session as a native app's token. */
export function sessionSecuritySchemes(cookieName: string): Record<string, OpenAPI.SecuritySchemeObject> {
  return {
    [SESSION_SCHEME]: sessionSecurityScheme(cookieName),
    [SESSION_TOKEN_SCHEME]: sessionTokenSecurityScheme(),
  };
}

/** The session cookie a sign-in sets (HttpOnly, SameSite=Lax). */
function sessionSecurityScheme(cookieName: string): OpenAPI.SecuritySchemeObject {
  return {
    type: 'apiKey',
    in: 'cookie',
    name: cookieName,
    description:
      'The session cookie set by a sign-in (/api/auth/sign-in/…). A change from another origin is refused.',
  };
}

/**
 * The session as a native app holds it: the token a sign-in answers in its `set-auth-token` header (the
 * session cookie's value), sent back as `Authorization: Bearer <token>`. The same session, the same rules.
 */
function sessionTokenSecurityScheme(): OpenAPI.SecuritySchemeObject {
  return {
    type: 'http',
    scheme: 'bearer',
    description:
      'For native apps without cookies: the token a sign-in answers in its `set-auth-token` header. ' +
      'The session it stands for lasts, refreshes and ends as a cookie session; sign-out revokes it.',
  };
}

/**
 * A personal API key, made on the account page: what it may do is its permissions ∩ its owner's role now
 * (each operation's `x-permission` names what it needs). Never in a URL; never on /api/auth.
 */
export function apiKeySecurityScheme(): OpenAPI.SecuritySchemeObject {
  return {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'folio_…',
    description:
      'A personal API key from the account page, sent as `Authorization: Bearer folio_…`. It may do what ' +
      'both the key and its owner may, now; a key in a URL is refused. 120 requests a minute per key.',
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
