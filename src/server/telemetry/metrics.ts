import type { FolioMetrics } from './metrics-registry';
import type { DatabaseStats, JobQueueStats } from './metrics-sources';

/**
 * What Folio counts for Prometheus (metrics-registry.ts holds the definitions). Without METRICS_TOKEN
 * nothing is counted and prom-client is not loaded: every function here is then a no-op.
 */

interface MetricsHolder {
  metrics?: FolioMetrics;
  databaseStats?: () => DatabaseStats;
  jobQueueStats?: () => Promise<JobQueueStats[]>;
  webhookOutboxDepth?: () => Promise<number>;
}

// On globalThis: vite dev reloads modules, but the database (which reports its stats) outlives them.
const holder = ((globalThis as typeof globalThis & { folioMetrics?: MetricsHolder }).folioMetrics ??= {});

export async function startMetrics(): Promise<void> {
  if (holder.metrics) return;
  const { createMetrics } = await import('./metrics-registry');
  holder.metrics ??= createMetrics({
    databaseStats: () => holder.databaseStats?.(),
    jobQueueStats: async () => (await holder.jobQueueStats?.()) ?? [],
    webhookOutboxDepth: async () => holder.webhookOutboxDepth?.(),
  });
}

/** The registry's text, or undefined while metrics are off. */
export async function metricsText(): Promise<{ text: string; contentType: string } | undefined> {
  const metrics = holder.metrics;
  if (!metrics) return undefined;
  return { text: await metrics.registry.metrics(), contentType: metrics.registry.contentType };
}

/** Where the database's pool or queue is read at each scrape (the open connection sets it). */
export function registerDatabaseStats(read: () => DatabaseStats): void {
  holder.databaseStats = read;
}

/** Where the job engine's queue depths are read at each scrape. */
export function registerJobQueueStats(read: () => Promise<JobQueueStats[]>): void {
  holder.jobQueueStats = read;
}

/** Where the number of webhook deliveries waiting to go out is read at each scrape (undefined: nowhere). */
export function registerWebhookOutboxDepth(read: (() => Promise<number>) | undefined): void {
  holder.webhookOutboxDepth = read;
}

/** One try of a webhook delivery: `eventType` is one of lib/webhooks.ts's, never free text. */
export function countWebhookAttempt(eventType: string, outcome: 'success' | 'failure'): void {
  holder.metrics?.webhookAttempts.inc({ event_type: eventType, outcome });
}

/** A webhook delivery settled: delivered, or failed after its last try. */
export function countWebhookDelivery(eventType: string, outcome: 'delivered' | 'failed'): void {
  holder.metrics?.webhookDeliveries.inc({ event_type: eventType, outcome });
}

export function countJobFailure(queue: string): void {
  holder.metrics?.jobFailures.inc({ queue });
}

export function requestStarted(): void {
  holder.metrics?.requestsInFlight.inc();
}

/** One answered request: `route` is its template (`/app/books/$id`), never its raw path. */
export function requestFinished(method: string, route: string, status: number, seconds: number): void {
  const metrics = holder.metrics;
  if (!metrics) return;
  metrics.requestsInFlight.dec();
  metrics.requestDuration.observe({ method, route, status: String(status) }, seconds);
}

export function countEmail(template: string, outcome: 'sent' | 'failed'): void {
  holder.metrics?.emails.inc({ template, outcome });
}

export function countThrottleRefusal(rule: string): void {
  holder.metrics?.throttleRefusals.inc({ rule });
}

export function countSignIn(method: string): void {
  holder.metrics?.signIns.inc({ method });
}

export function countRenderCache(result: 'hit' | 'miss'): void {
  holder.metrics?.renderCache.inc({ result });
}
