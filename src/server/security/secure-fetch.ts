import { refuseCrossSiteRequest } from './cross-site';
import { createNonce, withSecurityHeaders, type PageOrigins, type SecurityHeaderOptions } from './headers';
import { inlineScriptHashes } from './script-hashes';

export interface SecureFetchOptions {
  /** BASE_URL: its origin is the only one allowed to change state; https adds HSTS. */
  baseUrl: string;
  /** Skip the CSP (vite dev). */
  omitCsp?: boolean;
  /** Origins besides Folio's own that pages use (an S3 bucket, sign-in providers' pictures). */
  origins?: PageOrigins;
}

export interface SecureFetchRequestOptions {
  /**
   * The answer is sent to many visitors (the render cache keeps it): it is rendered without a nonce,
   * and its policy allows its inline scripts by their hashes instead.
   */
  shared?: boolean;
}

/**
 * Wraps an app's fetch with Folio's HTTP security: refuses cross-site state-changing requests before
 * the app sees them, hands the app a per-request CSP nonce, and adds the security headers.
 *
 * A nonce protects a page only while no one else can know it, so a page sent to many visitors carries
 * none: the app renders it without one (`nonce` undefined), and its Content-Security-Policy lists the
 * SHA-256 of each inline script it holds, computed here once per render.
 */
export function secureFetch(
  fetch: (request: Request, nonce: string | undefined) => Promise<Response>,
  options: SecureFetchOptions,
): (request: Request, requestOptions?: SecureFetchRequestOptions) => Promise<Response> {
  const base = new URL(options.baseUrl);
  const https = base.protocol === 'https:';
  return async (request, { shared = false } = {}) => {
    const pathname = new URL(request.url).pathname;
    const refused = refuseCrossSiteRequest(request, base.origin);
    if (refused) return withSecurityHeaders(refused, { https, pathname });
    const headerOptions: SecurityHeaderOptions = {
      https,
      pathname,
      omitCsp: options.omitCsp,
      origins: options.origins,
    };
    if (!shared) {
      const nonce = createNonce();
      return withSecurityHeaders(await fetch(request, nonce), { ...headerOptions, nonce });
    }
    const response = await fetch(request, undefined);
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/html'))
      return withSecurityHeaders(response, headerOptions);
    const body = Buffer.from(await response.arrayBuffer());
    const page = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    return withSecurityHeaders(page, { ...headerOptions, scriptHashes: inlineScriptHashes(body.toString()) });
  };
}
