import type { RequestTiming } from '../request-timing';

/**
 * The Server-Timing header of an answer (SERVER_TIMING): the database statements the request sent,
 * counted and timed at the driver (src/server/db/timed-driver.ts); the session lookup (auth); a
 * page's render until its headers (render; 0 for an API answer); and the total until the headers. A
 * streamed body's later statements cannot be in its headers. Parts overlap: the render includes the
 * session and statements it waited for.
 */
export function serverTimingHeader(timing: RequestTiming, totalMs: number): string {
  const statements = `${timing.statements} statement${timing.statements === 1 ? '' : 's'}`;
  return [
    `db;dur=${timing.databaseMs.toFixed(1)};desc="${statements}"`,
    `auth;dur=${timing.authMs.toFixed(1)}`,
    `render;dur=${timing.renderMs.toFixed(1)}`,
    `total;dur=${totalMs.toFixed(1)}`,
  ].join(', ');
}

/** The statement count of a Server-Timing header, or undefined when it has none. */
export function statementsOf(header: string | null): number | undefined {
  const match = /\bdb;[^,]*desc="(\d+) statements?"/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The response with one more header; a copy when its headers cannot change. */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.append(name, value);
    return response;
  } catch {
    // Immutable headers (a Response.redirect, a fetched answer): the same answer with headers of its own.
    const headers = new Headers(response.headers);
    headers.append(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
