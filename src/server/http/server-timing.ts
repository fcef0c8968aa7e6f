import { withRequestTiming, type RequestTiming } from '../request-timing';

/**
 * `fetch` whose answers carry a Server-Timing header (SERVER_TIMING): the database statements the
 * request sent, counted and timed at the driver (src/server/db/timed-driver.ts), and the total time
 * until the answer's headers were ready. A streamed body's later statements cannot be in its headers.
 *
 * Auth and render are not reported apart: the session lookup is database statements under better-auth,
 * already in `db`, and the render is streamed after the headers.
 */
export function withServerTiming<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const started = performance.now();
    const { timing, result } = withRequestTiming(() => fetch(request, ...rest));
    const response = await result;
    return withHeader(response, serverTimingHeader(timing, performance.now() - started));
  };
}

export function serverTimingHeader(timing: RequestTiming, totalMs: number): string {
  const statements = `${timing.statements} statement${timing.statements === 1 ? '' : 's'}`;
  return `db;dur=${timing.databaseMs.toFixed(1)};desc="${statements}", total;dur=${totalMs.toFixed(1)}`;
}

/** The statement count of a Server-Timing header, or undefined when it has none. */
export function statementsOf(header: string | null): number | undefined {
  const match = /\bdb;[^,]*desc="(\d+) statements?"/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

function withHeader(response: Response, value: string): Response {
  try {
    response.headers.append('Server-Timing', value);
    return response;
  } catch {
    // Immutable headers (a Response.redirect, a fetched answer): the same answer with headers of its own.
    const headers = new Headers(response.headers);
    headers.append('Server-Timing', value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
