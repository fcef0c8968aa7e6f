import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request spent and what answered it, gathered while it runs (see src/server/http/observe-requests.ts). */
export interface RequestTiming {
  /** Statements sent to the database on the request's behalf. */
  statements: number;
  /** Their summed time, from the driver's call to its answer (overlapping statements add up). */
  databaseMs: number;
  /** Time looking up the session (its statements included). */
  authMs: number;
  /** Time rendering a page until its headers (loaders, their statements and the session included). */
  renderMs: number;
  /** The route template that answers (`/app/books/$id`, `/api/rest/books/{id}`): a low-cardinality name. */
  route?: string;
  /** The X-Request-Id of the request, for its log lines. */
  requestId?: string;
}

// On globalThis: vite dev reloads modules, but keeps the database connection (and its instrumented
// driver) across reloads; both ends must find the same store.
const holder = globalThis as typeof globalThis & { folioRequestTiming?: AsyncLocalStorage<RequestTiming> };
const storage = (holder.folioRequestTiming ??= new AsyncLocalStorage<RequestTiming>());

/** Runs `work` with a fresh timing that the database driver adds each statement to. */
export function withRequestTiming<T>(
  work: () => T,
  known: Pick<RequestTiming, 'route' | 'requestId'> = {},
): { timing: RequestTiming; result: T } {
  const timing: RequestTiming = { statements: 0, databaseMs: 0, authMs: 0, renderMs: 0, ...known };
  return { timing, result: storage.run(timing, work) };
}

/** The timing of the request running now; undefined outside a timed request (then nothing is counted). */
export function currentRequestTiming(): RequestTiming | undefined {
  return storage.getStore();
}

/** Adds the time until `answer` settles to the request's `part`; returns `answer` itself. */
export function timePart<T>(part: 'authMs' | 'renderMs', answer: Promise<T>): Promise<T> {
  const timing = storage.getStore();
  if (!timing) return answer;
  const started = performance.now();
  const done = () => void (timing[part] += performance.now() - started);
  answer.then(done, done);
  return answer;
}

/** Names the route template that answers the request running now (it replaces the path's guess). */
export function setRequestRoute(route: string): void {
  const timing = storage.getStore();
  if (timing) timing.route = route;
}
