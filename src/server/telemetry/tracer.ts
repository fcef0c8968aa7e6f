import type { Attributes, Span, Tracer } from '@opentelemetry/api';

/**
 * Folio's own spans (the SSR render, each oRPC procedure, PGlite statements, SMTP sends, S3 calls).
 * Without OTEL_EXPORTER_OTLP_ENDPOINT no tracer is set and `inSpan` only runs its work: neither the
 * SDK nor the OpenTelemetry API is loaded (start-tracing.ts).
 */
interface TracingHolder {
  tracer: Tracer;
  activeSpan: () => Span | undefined;
  /** SpanStatusCode.ERROR, from the API that start-tracing.ts loaded. */
  errorStatus: number;
}

/** Stops the SDK, sending the spans it still holds; nothing to do without tracing. */
export type StopTracing = () => Promise<void>;

// On globalThis: vite dev reloads modules, but a tracer set at the start must reach the reloaded ones.
const holder = globalThis as typeof globalThis & { folioTracing?: TracingHolder };

export function setTracing(tracing: TracingHolder): void {
  holder.folioTracing = tracing;
}

export function tracingEnabled(): boolean {
  return holder.folioTracing !== undefined;
}

/** Runs `work` inside a span named `name` (a child of the active one), ended when its promise settles. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const tracing = holder.folioTracing;
  if (!tracing) return work();
  return tracing.tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      // The error's kind only: a message may hold a value of the statement or an address.
      span.setStatus({ code: tracing.errorStatus });
      span.setAttribute('error.type', error instanceof Error ? error.name : 'Error');
      throw error;
    } finally {
      span.end();
    }
  });
}

/** `inSpan` within a trace only: a statement outside any request (a migration, a sweep) starts none. */
export function inChildSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return holder.folioTracing?.activeSpan() ? inSpan(name, attributes, work) : work();
}

/** Names the request's HTTP server span after the route template that answered it (`GET /app/books/$id`). */
export function nameRequestSpan(method: string, route: string): void {
  const span = holder.folioTracing?.activeSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/** The trace id of the span running now, for log lines; undefined without tracing. */
export function activeTraceId(): string | undefined {
  return holder.folioTracing?.activeSpan()?.spanContext().traceId;
}
