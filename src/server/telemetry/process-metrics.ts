import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';

/**
 * prom-client's gauges whose names end in `_total`, a suffix Prometheus keeps for counters (`promtool
 * check metrics` refuses them), and the names Folio exposes them under. Each is the sum of its by-type
 * gauge (`sum without (type) (nodejs_active_handles)`), kept for dashboards that chart the whole.
 */
const GAUGES_RENAMED = [
  { from: 'nodejs_active_handles_total', to: 'nodejs_active_handles_all', what: 'libuv handles' },
  { from: 'nodejs_active_requests_total', to: 'nodejs_active_requests_all', what: 'libuv requests' },
  { from: 'nodejs_active_resources_total', to: 'nodejs_active_resources_all', what: 'resources' },
];

/**
 * prom-client's process metrics (event-loop lag, heap, RSS, handles…) in `registry`, with the gauges of
 * GAUGES_RENAMED under their new names. prom-client has no option to rename one default metric, so the
 * renamed gauge reads the original one at each scrape.
 */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  for (const { from, to, what } of GAUGES_RENAMED) {
    // nodejs_active_resources exists only where Node has process.getActiveResourcesInfo.
    const original = registry.getSingleMetric(from);
    if (!original) continue;
    registry.removeSingleMetric(from);
    new Gauge({
      name: to,
      help: `Active ${what} of every type (the sum of ${from.replace(/_total$/, '')})`,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { labels, value } of (await original.get()).values) this.set(labels, value);
      },
    });
  }
}
