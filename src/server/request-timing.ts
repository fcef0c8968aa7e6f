import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request spent, gathered while it runs (see src/server/http/server-timing.ts). */
export interface RequestTiming {
  /** Statements sent to the database on the request's behalf. */
  statements: number;
  /** Their summed time, from the driver's call to its answer (overlapping statements add up). */
  databaseMs: number;
}

// On globalThis: vite dev reloads modules, but keeps the database connection (and its instrumented
// driver) across reloads; both ends must find the same store.
const holder = globalThis as typeof globalThis & { folioRequestTiming?: AsyncLocalStorage<RequestTiming> };
const storage = (holder.folioRequestTiming ??= new AsyncLocalStorage<RequestTiming>());

/** Runs `work` with a fresh timing that the database driver adds each statement to. */
export function withRequestTiming<T>(work: () => T): { timing: RequestTiming; result: T } {
  const timing: RequestTiming = { statements: 0, databaseMs: 0 };
  return { timing, result: storage.run(timing, work) };
}

/** The timing of the request running now; undefined outside a timed request (then nothing is counted). */
export function currentRequestTiming(): RequestTiming | undefined {
  return storage.getStore();
}
