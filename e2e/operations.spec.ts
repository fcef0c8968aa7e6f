import { expect, test } from '@playwright/test';
import { startFolio, type BenchDatabase } from '../bench/running-folio';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { USER } from './support/fixtures';

// The built server as an operator runs it: traces to an OTLP receiver of the test's own, /metrics for a
// Prometheus with its token, and no Server-Timing unless asked (production).

const METRICS_TOKEN = 'operations-metrics-token-0123456789';
const SERVER_SPAN = 2;

/** The spans of one trace below `root`, in any depth. */
function descendants(spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] {
  const below = spans.filter((span) => span.parentSpanId === root.spanId);
  return below.flatMap((child) => [child, ...descendants(spans, child)]);
}

const isDatabaseSpan = (span: ReceivedSpan) =>
  typeof (span.attributes['db.query.text'] ?? span.attributes['db.statement']) === 'string';

for (const database of ['pglite', 'postgresql'] as BenchDatabase[]) {
  test(`on ${database}: a trace per request down to each statement, metrics by route, no timings by default`, async () => {
    // A production start (a stale build is rebuilt first), migrations and demo data.
    test.setTimeout(240_000);
    const receiver = await startOtlpReceiver();
    const folio = await startFolio(database, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      METRICS_TOKEN,
    });
    try {
      const cookie = await folio.signIn(USER.email);

      const page = await fetch(`${folio.base}/app/books`, { headers: { cookie, accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Showing 20 of');
      // Production: timings are not told unless SERVER_TIMING=true.
      expect(page.headers.has('server-timing')).toBe(false);
      const api = await fetch(`${folio.base}/api/rest/books?limit=5`, { headers: { cookie } });
      expect(api.status).toBe(200);
      expect(api.headers.has('server-timing')).toBe(false);

      // The page: HTTP server span → its render → the statements its loaders and the session sent.
      await expect.poll(() => receiver.spans().some((span) => span.name === 'GET /app/books')).toBe(true);
      await expect
        .poll(() => receiver.spans().some((span) => span.name === 'GET /api/rest/books'))
        .toBe(true);
      const spans = receiver.spans();
      const pageSpan = spans.find((span) => span.name === 'GET /app/books')!;
      expect(pageSpan.kind).toBe(SERVER_SPAN);
      expect(pageSpan.attributes['http.route']).toBe('/app/books');
      expect(pageSpan.attributes['http.response.status_code']).toBe(200);
      const render = spans.find(
        (span) => span.parentSpanId === pageSpan.spanId && span.name.startsWith('render'),
      );
      expect(render?.name).toBe('render /app/books');
      expect(descendants(spans, render!).filter(isDatabaseSpan).length).toBeGreaterThan(0);

      // The API call: HTTP server span → the oRPC procedure, by name → its statements.
      const apiSpan = spans.find((span) => span.name === 'GET /api/rest/books')!;
      const procedure = descendants(spans, apiSpan).find((span) => span.name.startsWith('orpc '));
      expect(procedure?.name).toBe('orpc books.list');
      const statements = descendants(spans, procedure!).filter(isDatabaseSpan);
      expect(statements.length).toBeGreaterThan(0);
      // Statement text with placeholders, never the values.
      expect(
        statements.map((span) => span.attributes['db.query.text'] ?? span.attributes['db.statement']),
      ).toEqual(expect.arrayContaining([expect.stringMatching(/\$1/)]));

      // No personal data anywhere the receiver got: no address, no cookie, no query string, no client IP.
      const everything = receiver.bodies().join('\n');
      expect(everything).not.toContain(USER.email);
      expect(everything).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(everything).not.toContain(cookie.split('=')[1]!.slice(0, 20));
      expect(everything).not.toContain('limit=5');

      // The log lines of a request name its trace beside its request id.
      const codeLine = folio
        .log()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; requestId?: string; traceId?: string })
        .find((entry) => entry.msg?.includes('E-mail not sent'));
      expect(codeLine?.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(codeLine?.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(spans.some((span) => span.traceId === codeLine!.traceId)).toBe(true);

      // /metrics: only with the token; the page counted under its route template.
      expect((await fetch(`${folio.base}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${folio.base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(
        /^folio_http_request_duration_seconds_count\{method="GET",route="\/app\/books",status="200"\} [1-9]/m,
      );

      const ready = await fetch(`${folio.base}/api/health/ready`);
      expect(ready.status).toBe(200);
    } finally {
      await folio.stop();
      await receiver.close();
    }
  });
}
