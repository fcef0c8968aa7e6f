import { REQUEST_ID_HEADER } from '~/lib/request-id';
import { withRequestTiming } from '../request-timing';
import { requestFinished, requestStarted } from '../telemetry/metrics';
import { answerMetrics } from '../telemetry/metrics-endpoint';
import { nameRequestSpan } from '../telemetry/tracer';
import { serverTimingHeader, withHeader } from './server-timing';

export interface ObserveOptions {
  /** Whether answers carry a Server-Timing header (SERVER_TIMING). */
  serverTiming: boolean;
  /** The route template of a path (`/app/books/$id`); the API refines it for its procedures. */
  routeOf: (pathname: string) => string;
  /** With a token, GET /metrics answers Prometheus (metrics-endpoint.ts); without, it is not special. */
  metricsToken?: string;
}

/**
 * `fetch` observed: each request is timed (database, session, render: src/server/request-timing.ts),
 * counted in the metrics by its route template and status, its trace's server span named after that
 * template, and, with SERVER_TIMING, its answer tells the timings in a Server-Timing header.
 */
export function observeRequests<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Promise<Response>,
  options: ObserveOptions,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const { pathname } = new URL(request.url);
    if (options.metricsToken && pathname === '/metrics') return answerMetrics(request, options.metricsToken);
    const started = performance.now();
    requestStarted();
    const { timing, result } = withRequestTiming(() => fetch(request, ...rest), {
      route: options.routeOf(pathname),
      requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined,
    });
    /** Counts the answer by its route template, names the trace's server span; the time it took. */
    const finish = (status: number) => {
      const totalMs = performance.now() - started;
      const route = timing.route!;
      nameRequestSpan(request.method, route);
      requestFinished(request.method, route, status, totalMs / 1000);
      return totalMs;
    };
    let response: Response;
    try {
      response = await result;
    } catch (error) {
      finish(500);
      throw error;
    }
    const totalMs = finish(response.status);
    return options.serverTiming
      ? withHeader(response, 'Server-Timing', serverTimingHeader(timing, totalMs))
      : response;
  };
}
