import { timingSafeEqual } from 'node:crypto';
import { metricsText } from './metrics';

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. A missing or wrong
 * token is a 401 that says nothing more; the metrics (route names, volumes) are for operators only.
 */
export async function answerMetrics(request: Request, token: string): Promise<Response> {
  if (!bearerMatches(request.headers.get('authorization'), token))
    return new Response('Unauthorized', {
      status: 401,
      headers: {
        'www-authenticate': 'Bearer',
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      },
    });
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const metrics = await metricsText();
  if (!metrics) return new Response('Not Found', { status: 404 });
  return new Response(request.method === 'HEAD' ? null : metrics.text, {
    headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' },
  });
}

/** `credentials = auth-scheme 1*SP token68`, the scheme case-insensitive (RFC 7235 §2.1). */
const BEARER_CREDENTIALS = /^bearer +(\S+)$/i;

function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(BEARER_CREDENTIALS.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
