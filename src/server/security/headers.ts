import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce (128 random bits), one per request. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The API reference page (Scalar) loads its own bundle and has no nonce; it gets its own policy. */
export const API_REFERENCE_PATH = '/api/openapi/app';

export interface SecurityHeaderOptions {
  /** The nonce the page's scripts carry: a page rendered for one request. */
  nonce?: string;
  /** The CSP sources (`'sha256-…'`) of the page's inline scripts: a page rendered once for many visitors. */
  scriptHashes?: readonly string[];
  /** Whether the site is served over https (BASE_URL): adds HSTS. */
  https: boolean;
  /** The request's pathname, to pick the policy. */
  pathname: string;
  /** No CSP (vite dev injects its own inline scripts and an HMR websocket). */
  omitCsp?: boolean;
  /** Origins besides Folio's own that pages use (an S3 bucket, sign-in providers' pictures). */
  origins?: PageOrigins;
}

export interface PageOrigins {
  /** Where pages upload files straight to (an S3 bucket). */
  upload?: string;
  /** Where the pictures of sign-in providers come from. */
  pictures?: readonly string[];
}

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * What lets a page's inline scripts run: the nonce they carry (a page rendered for one request), or
 * their hashes (a page sent to many visitors, which carries no nonce: see secure-fetch.ts).
 */
export type InlineScripts = string | { nonce?: string; hashes?: readonly string[] } | undefined;

/**
 * The Content-Security-Policy of an HTML page. Scripts come from our origin, or are inline ones that carry
 * the page's nonce or whose hash is listed.
 */
export function contentSecurityPolicy(
  pathname: string,
  inline: InlineScripts,
  origins: PageOrigins = {},
): string {
  const imgSrc = ["img-src 'self' data: blob:", ...(origins.pictures ?? [])].join(' ');
  const connectSrc = ["connect-src 'self'", ...(origins.upload ? [origins.upload] : [])].join(' ');
  const { nonce, hashes = [] } = typeof inline === 'string' ? { nonce: inline } : (inline ?? {});
  const scriptSrc =
    pathname === API_REFERENCE_PATH
      ? // Scalar's standalone bundle is served by us; it compiles nothing at run time.
        "script-src 'self'"
      : ["script-src 'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].join(' ');
  return [...COMMON_DIRECTIVES, imgSrc, connectSrc, scriptSrc, "worker-src 'self' blob:"].join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/**
 * Adds Folio's security headers: on every response nosniff, Referrer-Policy and (over https) HSTS;
 * on HTML also the CSP (frame-ancestors 'none'), Permissions-Policy and X-Frame-Options.
 */
export function withSecurityHeaders(response: Response, options: SecurityHeaderOptions): Response {
  // Responses from fetch() or Response.json() may have immutable headers: copy them.
  const headers = new Headers(response.headers);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (options.https) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  const contentType = headers.get('content-type') ?? '';
  if (contentType.startsWith('text/html')) {
    if (!options.omitCsp)
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(
          options.pathname,
          { nonce: options.nonce, hashes: options.scriptHashes },
          options.origins,
        ),
      );
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('X-Frame-Options', 'DENY');
    // A page rendered for one request carries its nonce, and a signed-in page the person's data: no
    // cache but Folio's own render cache (which decides what is the same for everyone) keeps a page.
    if (!headers.has('cache-control')) headers.set('Cache-Control', 'private, no-store');
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
