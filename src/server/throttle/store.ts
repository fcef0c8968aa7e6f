/** The result of counting one hit in a bucket. */
export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  resetInSeconds: number;
}

/**
 * Counters keyed by bucket, each in a fixed window that starts with its first hit. Shared by every
 * Folio instance on the same database (or Redis), so limits hold across instances.
 */
export interface ThrottleStore {
  /** Atomically counts one hit in `key`, opening a window of `windowSeconds` if none is open. */
  hit(key: string, windowSeconds: number): Promise<Hit>;
  /** Forgets a bucket (e.g. the wrong-code budget after a successful sign-in). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
