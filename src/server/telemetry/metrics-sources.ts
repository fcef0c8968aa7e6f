/** What the metrics read at each scrape from the parts that own the numbers (the database, the job engine). */

export interface DatabaseStats {
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one. */
  pool?: { total: number; idle: number; waiting: number };
  /** PGlite answers one statement at a time: those sent and not answered yet. */
  pgliteQueue?: number;
}

/** One queue's jobs by state, as the job engine reports them. */
export interface JobQueueStats {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

export interface MetricsSources {
  databaseStats: () => DatabaseStats | undefined;
  jobQueueStats: () => Promise<JobQueueStats[]>;
  /** Webhook deliveries written and not yet delivered nor given up (the outbox's depth). */
  webhookOutboxDepth: () => Promise<number | undefined>;
}
