import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP JSON export carries it, with its attributes flattened to values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 2 is SERVER, 3 CLIENT, 1 INTERNAL (OTLP's SpanKind). */
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}

interface OtlpExport {
  resourceSpans?: Array<{
    scopeSpans?: Array<{
      spans?: Array<
        Omit<ReceivedSpan, 'attributes'> & { attributes?: Array<{ key: string; value: OtlpValue }> }
      >;
    }>;
  }>;
}

/**
 * A real OTLP/HTTP receiver (the collector's part Folio talks to) for `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`:
 * POST /v1/traces bodies are kept as they arrived, and their spans read.
 */
export async function startOtlpReceiver() {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') bodies.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every body received so far, as sent. */
    bodies: () => bodies,
    spans: (): ReceivedSpan[] =>
      bodies.flatMap((body) =>
        ((JSON.parse(body) as OtlpExport).resourceSpans ?? []).flatMap((resource) =>
          (resource.scopeSpans ?? []).flatMap((scope) =>
            (scope.spans ?? []).map((span) => ({
              ...span,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [
                  key,
                  value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue,
                ]),
              ),
            })),
          ),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
