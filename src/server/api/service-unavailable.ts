/** Seconds a client is asked to wait before trying again while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

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

/** A 503 that says when to come back (oRPC's own 503s carry no Retry-After). */
export function withRetryAfter(response: Response): Response {
  if (response.headers.has('retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
