import { refuseCrossSiteRequest } from './cross-site';
import { createNonce, withSecurityHeaders, type PageOrigins } from './headers';

export interface SecureFetchOptions {
  /** BASE_URL: its origin is the only one allowed to change state; https adds HSTS. */
  baseUrl: string;
  /** Skip the CSP (vite dev). */
  omitCsp?: boolean;
  /** Origins besides Folio's own that pages use (an S3 bucket, sign-in providers' pictures). */
  origins?: PageOrigins;
}

/**
 * Wraps an app's fetch with Folio's HTTP security: refuses cross-site state-changing requests before
 * the app sees them, hands the app a per-request CSP nonce, and adds the security headers.
 */
export function secureFetch(
  fetch: (request: Request, nonce: string) => Promise<Response>,
  options: SecureFetchOptions,
): (request: Request) => Promise<Response> {
  const base = new URL(options.baseUrl);
  const https = base.protocol === 'https:';
  return async (request) => {
    const pathname = new URL(request.url).pathname;
    const refused = refuseCrossSiteRequest(request, base.origin);
    if (refused) return withSecurityHeaders(refused, { https, pathname });
    const nonce = createNonce();
    const response = await fetch(request, nonce);
    return withSecurityHeaders(response, {
      nonce,
      https,
      pathname,
      omitCsp: options.omitCsp,
      origins: options.origins,
    });
  };
}
