import type { Env } from './env';

/**
 * Where the pictures of the configured sign-in providers come from: GitHub's avatar host, the OpenID
 * issuer's origin. Only these are shown (and allowed by the pages' CSP); a picture URL elsewhere, which
 * a person may set at some providers, would let anyone make every admin's browser call their server.
 */
export function providerPictureOrigins(env: Env): string[] {
  const origins: string[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) origins.push('https://avatars.githubusercontent.com');
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    const issuer = new URL(env.OIDC_ISSUER);
    if (issuer.protocol === 'https:') origins.push(issuer.origin);
  }
  return origins;
}
