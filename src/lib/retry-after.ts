/** Seconds a client is asked to wait before trying again while a dependency is down (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
