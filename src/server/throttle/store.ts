/** The result of counting one hit in a bucket. */
export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends, rounded up (at least 1): the true wait when `count` is over a limit. */
  resetInSeconds: number;
}

/**
 * Counters keyed by bucket, each in a fixed window that starts with its first hit. Shared by every
 * Folio instance on the same database (or Redis), so limits hold across instances.
 */
export interface ThrottleStore {
  /** Atomically counts one hit in `key`, opening a window of `windowSeconds` if none is open. */
  hit(key: string, windowSeconds: number): Promise<Hit>;
  /** Takes back one hit of the current window (that of a request another bucket refused). */
  release(key: string): Promise<void>;
  /** Forgets a bucket (e.g. the wrong-code budget after a successful sign-in). */
  clear(key: string): Promise<void>;
  /** Throws unless the store answers; only a store apart from the database (Redis) has one. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
