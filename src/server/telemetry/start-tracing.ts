import type { Env } from '../env';
import type { StopTracing } from './tracer';

/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing is loaded.
 * Call it before the database, Redis or the mail transport is opened: their instrumentation patches
 * the drivers as they load (tracing-sdk.ts).
 */
export async function startTracing(config: Env): Promise<StopTracing> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return async () => {};
  const { startTracingSdk } = await import('./tracing-sdk');
  return startTracingSdk(config);
}
