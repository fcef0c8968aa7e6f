import { RETRY_AFTER_SECONDS } from '~/lib/retry-after';

const UNAVAILABLE_HEADERS = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' };

/** 503 with Retry-After: the request was fine, the database (or another dependency) is not, for now. */
export function serviceUnavailable(
  body: Record<string, unknown> = {
    code: 'SERVICE_UNAVAILABLE',
    message: 'Folio is unavailable for a moment; try again shortly',
  },
): Response {
  return Response.json(body, { status: 503, headers: UNAVAILABLE_HEADERS });
}

/**
 * `response` as a 503 that says when to come back: oRPC's own 503s carry no Retry-After, and a page that
 * failed while the database was away keeps its (translated) body but not the router's 500.
 */
export function asServiceUnavailable(response: Response): Response {
  if (response.status === 503 && response.headers.has('retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, headers });
}
