import { expect, test } from '@playwright/test';
import { startFolio, type BenchDatabase } from '../bench/running-folio';
import { startS3Server } from '../tests/support/s3-server';
import { startSmtpCapture } from '../tests/support/smtp-capture';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { USER } from './support/fixtures';

// The built server as an operator runs it: traces to an OTLP receiver of the test's own, /metrics for a
// Prometheus with its token, readiness, and no Server-Timing unless asked (production).

const METRICS_TOKEN = 'operations-metrics-token-0123456789';
const SERVER_SPAN = 2;
const REDIS_URL = process.env.FOLIO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The spans of one trace below `root`, in any depth. */
function descendants(spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] {
  const below = spans.filter((span) => span.parentSpanId === root.spanId);
  return below.flatMap((child) => [child, ...descendants(spans, child)]);
}

const isDatabaseSpan = (span: ReceivedSpan) =>
  typeof (span.attributes['db.query.text'] ?? span.attributes['db.statement']) === 'string';

const setups: Array<{ database: BenchDatabase; shared: boolean }> = [
  { database: 'pglite', shared: false },
  // Several instances' setup: PostgreSQL, the throttles in Redis, the files in a bucket.
  { database: 'postgresql', shared: true },
];

for (const { database, shared } of setups) {
  test(`on ${database}${shared ? ' with Redis and S3' : ''}: a trace per request down to each call, metrics by route`, async () => {
    // A production start (a stale build is rebuilt first), migrations and demo data.
    test.setTimeout(240_000);
    const receiver = await startOtlpReceiver();
    const smtp = await startSmtpCapture();
    const s3 = shared ? await startS3Server() : undefined;
    const folio = await startFolio(database, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      METRICS_TOKEN,
      EMAIL_SERVER: smtp.url,
      // "E-mail sent" is a debug line, written while its request runs.
      LOG_LEVEL: 'debug',
      ...(s3 ? { ...s3.env, REDIS_URL, REDIS_PREFIX: `folio:operations:${Date.now()}:` } : {}),
    });
    try {
      const headers = { origin: folio.base, 'content-type': 'application/json' };
      const sent = await fetch(`${folio.base}/api/auth/email-otp/send-verification-otp`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: USER.email, type: 'sign-in' }),
      });
      expect(sent.status).toBe(200);
      const otp = await smtp.waitForCode(USER.email);
      const signedIn = await fetch(`${folio.base}/api/auth/sign-in/email-otp`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: USER.email, otp }),
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');

      const page = await fetch(`${folio.base}/app/books`, { headers: { cookie, accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Showing 20 of');
      // Production: timings are not told unless SERVER_TIMING=true.
      expect(page.headers.has('server-timing')).toBe(false);
      const api = await fetch(`${folio.base}/api/rest/books?limit=5`, { headers: { cookie } });
      expect(api.status).toBe(200);
      expect(api.headers.has('server-timing')).toBe(false);
      const ready = await fetch(`${folio.base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(Object.keys(((await ready.json()) as { checks: object }).checks).sort()).toEqual(
        shared ? ['database', 'email', 'redis', 'storage'] : ['database', 'email', 'storage'],
      );

      const named = (name: string) => receiver.spans().find((span) => span.name === name);
      for (const name of [
        'GET /app/books',
        'GET /api/rest/books',
        'GET /api/health/ready',
        'POST /api/auth/email-otp/send-verification-otp',
      ])
        await expect.poll(() => named(name)?.name, { timeout: 15_000 }).toBe(name);
      const spans = receiver.spans();

      // The page: HTTP server span → its render → the statements its loaders and the session sent.
      const pageSpan = named('GET /app/books')!;
      expect(pageSpan.kind).toBe(SERVER_SPAN);
      expect(pageSpan.attributes['http.route']).toBe('/app/books');
      expect(pageSpan.attributes['http.response.status_code']).toBe(200);
      const render = spans.find(
        (span) => span.parentSpanId === pageSpan.spanId && span.name.startsWith('render'),
      );
      expect(render?.name).toBe('render /app/books');
      expect(descendants(spans, render!).filter(isDatabaseSpan).length).toBeGreaterThan(0);

      // The API call: HTTP server span → the oRPC procedure, by name → its statements.
      const procedure = descendants(spans, named('GET /api/rest/books')!).find((span) =>
        span.name.startsWith('orpc '),
      );
      expect(procedure?.name).toBe('orpc books.list');
      const statements = descendants(spans, procedure!).filter(isDatabaseSpan);
      expect(statements.length).toBeGreaterThan(0);
      // Statement text with placeholders, never the values.
      expect(
        statements.map((span) => span.attributes['db.query.text'] ?? span.attributes['db.statement']),
      ).toEqual(expect.arrayContaining([expect.stringMatching(/\$1/)]));

      // The code's e-mail, under the request that sent it, by its template.
      const sendSpan = named('POST /api/auth/email-otp/send-verification-otp')!;
      expect(descendants(spans, sendSpan).map((span) => span.name)).toContain('smtp send code-sign-in');

      // Readiness: Redis's command and S3's call (with its HTTP request) in the trace.
      if (shared) {
        const readiness = descendants(spans, named('GET /api/health/ready')!);
        expect(readiness.map((span) => span.name)).toEqual(expect.arrayContaining(['ping', 's3 HeadObject']));
        const s3Call = readiness.find((span) => span.name === 's3 HeadObject')!;
        expect(descendants(spans, s3Call).some((span) => span.name.startsWith('HEAD'))).toBe(true);
      }

      // No personal data anywhere the receiver got: no address, no code, no cookie, no query string.
      const everything = receiver.bodies().join('\n');
      expect(everything).not.toContain(USER.email);
      expect(everything).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(everything).not.toContain(otp);
      expect(everything).not.toContain(cookie.split('=')[1]!.slice(0, 20));
      expect(everything).not.toContain('limit=5');

      // The log lines of a request name its trace beside its request id.
      const sentLine = folio
        .log()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; requestId?: string; traceId?: string })
        .find((entry) => entry.msg === 'E-mail sent');
      expect(sentLine?.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(sentLine?.traceId).toBe(sendSpan.traceId);

      // The sign-in page, rendered once for every anonymous visitor, then answered from the render cache.
      for (let visit = 0; visit < 2; visit++) expect((await fetch(`${folio.base}/login`)).status).toBe(200);

      // /metrics: only with the token; the page counted under its route template.
      expect((await fetch(`${folio.base}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${folio.base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(
        /^folio_http_request_duration_seconds_count\{method="GET",route="\/app\/books",status="200"\} [1-9]/m,
      );
      expect(text).toMatch(/^folio_emails_total\{template="code-sign-in",outcome="sent"\} 1$/m);
      expect(text).toMatch(/^folio_sign_ins_total\{method="email_code"\} 1$/m);
      expect(text).toMatch(/^folio_render_cache_total\{result="hit"\} [1-9]/m);
      // The job queues, read from pg-boss's table at the scrape.
      expect(text).toMatch(/^folio_job_queue_depth\{queue="invitation-email",state="queued"\} 0$/m);
    } finally {
      await folio.stop();
      await Promise.all([receiver.close(), smtp.close(), s3?.close()]);
    }
  });
}
