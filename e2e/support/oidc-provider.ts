/**
 * A real OpenID Connect provider on loopback (oauth2-mock-server), for the e2e run and the
 * integration tests. It approves every authorization at once, for the person its cookies name
 * (see oidc.ts), and signs the ID token with its own key, published at its jwks_uri.
 */
import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { subjectOf, type OidcIdentity } from './oidc';

export interface OidcProvider {
  issuer: string;
  close(): Promise<void>;
}

function cookiesOf(req: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0)
      cookies[part.slice(0, separator).trim()] = decodeURIComponent(part.slice(separator + 1).trim());
  }
  return cookies;
}

export async function startOidcProvider(port = 0, host = '127.0.0.1'): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  // Who each authorization code was issued to, until it is exchanged for tokens.
  const identities = new Map<string, Required<OidcIdentity>>();

  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
    const cookies = cookiesOf(req);
    const code = url.searchParams.get('code');
    if (cookies.oidc_deny === '1' || !cookies.oidc_email) {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user cancelled the sign-in');
      return;
    }
    if (code) {
      identities.set(code, {
        email: cookies.oidc_email,
        emailVerified: cookies.oidc_email_verified !== 'false',
        name: cookies.oidc_name ?? cookies.oidc_email.split('@')[0]!,
      });
    }
  });

  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: { code?: string } }) => {
      const identity = req.body?.code ? identities.get(req.body.code) : undefined;
      if (!identity) return;
      Object.assign(token.payload, {
        sub: subjectOf(identity.email),
        email: identity.email,
        email_verified: identity.emailVerified,
        name: identity.name,
      });
    },
  );

  // Both tokens of a code are signed within the same request; the code is used up after it.
  server.service.on(
    'beforeResponse',
    (_response: unknown, req: IncomingMessage & { body?: { code?: string } }) => {
      if (req.body?.code) identities.delete(req.body.code);
    },
  );

  await server.start(port, host);
  // The mock names itself http://localhost:<port>; the browser's cookies are set for the address it
  // listens on, so it is named by that address everywhere (discovery, endpoints, `iss`).
  const issuer = `http://${host}:${server.address().port}`;
  server.issuer.url = issuer;
  return { issuer, close: () => server.stop() };
}
