import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsSources } from './metrics-sources';
import { collectProcessMetrics } from './process-metrics';

/**
 * Folio's metrics. Labels stay few: route templates, template and rule names, methods — never a
 * raw path, an id or an address. Process metrics (event-loop lag, heap, RSS…) are prom-client's defaults
 * (process-metrics.ts).
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectProcessMetrics(registry);
  const registers = [registry];
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
    new Counter({ name, help, labelNames, registers });

  const requestDuration = new Histogram({
    name: 'folio_http_request_duration_seconds',
    help: 'Time until the answer’s headers, by route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const requestsInFlight = new Gauge({
    name: 'folio_http_requests_in_flight',
    help: 'Requests being answered now',
    registers,
  });
  new Gauge({
    name: 'folio_database_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.databaseStats()?.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'folio_database_pglite_queue',
    help: 'Embedded database (PGlite): statements sent and not answered yet',
    registers,
    collect() {
      const queue = sources.databaseStats()?.pgliteQueue;
      if (queue !== undefined) this.set(queue);
    },
  });
  const emails = counter(
    'folio_emails_total',
    'E-mails handed to the mail server (sent) or refused by it (failed), by template',
    ['template', 'outcome'],
  );
  const throttleRefusals = counter(
    'folio_throttle_refusals_total',
    'Requests refused with 429 by a throttle, by its rule',
    ['rule'],
  );
  const signIns = counter('folio_sign_ins_total', 'Successful sign-ins, by method', ['method']);
  const renderCache = counter(
    'folio_render_cache_total',
    'Anonymous pages answered from the render cache (hit) or rendered (miss)',
    ['result'],
  );
  new Gauge({
    name: 'folio_job_queue_depth',
    help: 'Background jobs by queue and state (queued, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, queued, active, failed } of await sources.jobQueueStats()) {
        this.set({ queue, state: 'queued' }, queued);
        this.set({ queue, state: 'active' }, active);
        this.set({ queue, state: 'failed' }, failed);
      }
    },
  });
  const jobFailures = counter('folio_job_failures_total', 'Job attempts that failed, by queue', ['queue']);
  const webhookAttempts = counter(
    'folio_webhook_attempts_total',
    'Webhook delivery tries, by event type and outcome (success: a 2xx answer; failure: anything else)',
    ['event_type', 'outcome'],
  );
  const webhookDeliveries = counter(
    'folio_webhook_deliveries_total',
    'Webhook deliveries settled, by event type and outcome (delivered, or failed after every try)',
    ['event_type', 'outcome'],
  );
  new Gauge({
    name: 'folio_webhook_outbox_depth',
    help: 'Webhook deliveries recorded and not yet delivered nor given up',
    registers,
    async collect() {
      // A database that does not answer leaves this one out of the scrape, not the whole scrape.
      const depth = await sources.webhookOutboxDepth().catch(() => undefined);
      if (depth !== undefined) this.set(depth);
    },
  });
  return {
    registry,
    requestDuration,
    requestsInFlight,
    emails,
    throttleRefusals,
    signIns,
    renderCache,
    jobFailures,
    webhookAttempts,
    webhookDeliveries,
  };
}

export type FolioMetrics = ReturnType<typeof createMetrics>;
