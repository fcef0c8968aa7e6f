/** Methods that never change state, so they are let through from anywhere. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that comes from another origin: a 403 JSON response
 * `{ code: 'CROSS_SITE_REQUEST' }`, or null when the request may proceed.
 *
 * - `Sec-Fetch-Site: cross-site` is refused; `same-site` (a sibling subdomain) too unless its Origin is ours.
 * - An `Origin` header that is not exactly `allowedOrigin` (including `null`) is refused.
 * - With neither header the request does not come from a current browser (they send Origin on every
 *   non-GET request): curl and server-to-server calls pass, but only without cookies, so a session
 *   cookie can never be ridden without an Origin to check.
 */
export function refuseCrossSiteRequest(request: Request, allowedOrigin: string): Response | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();

  if (fetchSite === 'cross-site') return refusal();
  if (fetchSite === 'same-site' && origin !== allowedOrigin) return refusal();
  if (origin !== null) return origin === allowedOrigin ? null : refusal();
  if (fetchSite === 'same-origin') return null;
  return request.headers.has('cookie') ? refusal() : null;
}

function refusal(): Response {
  return Response.json(
    { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests that change state are refused' },
    { status: 403, headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } },
  );
}
