import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue, type Sample } from '../support/prometheus-text';
import { databases } from '../support/test-database';
import { testServer, USER_EMAIL, type TestClient } from '../support/test-server';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** GET /metrics with the token: the exposition text. */
async function scrapeText(client: TestClient, authorization = `Bearer ${METRICS_TOKEN}`): Promise<string> {
  const response = await client.api('GET', '/metrics', undefined, { authorization, accept: 'text/plain' });
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

/** GET /metrics with the token, parsed. */
async function scrape(client: TestClient): Promise<Sample[]> {
  return parsePrometheusText(await scrapeText(client));
}

/**
 * Prometheus' naming rules for a metric's type (https://prometheus.io/docs/practices/naming/), those
 * `promtool check metrics` applies: `_total` for counters and only for them; `_count`, `_sum` and
 * `_bucket` for the series of histograms and summaries only. One "name (type): rule" per breach.
 */
function namingBreaches(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) => {
    const breach = (rule: string) => [`${name} (${type}): ${rule}`];
    if (type === 'counter' && !name!.endsWith('_total')) return breach('a counter ends in _total');
    if (type !== 'counter' && name!.endsWith('_total')) return breach('only a counter ends in _total');
    if (type !== 'histogram' && type !== 'summary' && /_(count|sum|bucket)$/.test(name!))
      return breach('_count, _sum and _bucket are a histogram’s or a summary’s');
    return [];
  });
}

/** Whether Prometheus' own linter is installed (Debian's `prometheus` package; .ci/run installs it). */
const promtoolInstalled = spawnSync('promtool', ['--version']).status === 0;

describe('the naming rule check', () => {
  it('names a gauge that ends in _total, a counter that does not, and a gauge ending in _count', () => {
    const text = [
      '# TYPE nodejs_active_handles_total gauge',
      '# TYPE folio_emails counter',
      '# TYPE folio_books_count gauge',
      '# TYPE folio_http_request_duration_seconds histogram',
      '# TYPE folio_sign_ins_total counter',
    ].join('\n');
    expect(namingBreaches(text)).toEqual([
      'nodejs_active_handles_total (gauge): only a counter ends in _total',
      'folio_emails (counter): a counter ends in _total',
      'folio_books_count (gauge): _count, _sum and _bucket are a histogram’s or a summary’s',
    ]);
  });
});

describe.each(databases)('GET /metrics on $kind', ({ kind }) => {
  it('is a 404 when no METRICS_TOKEN is configured', async () => {
    const server = await testServer(kind);
    const response = await server.client().api('GET', '/metrics');
    expect(response.status).toBe(404);
  });

  it('refuses a request without the token, or with another', async () => {
    const server = await testServer({ database: kind, env: { METRICS_TOKEN } });
    const client = server.client();
    const without = await client.api('GET', '/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer');
    expect(without.text).not.toContain('folio_');
    const wrong = await client.api('GET', '/metrics', undefined, {
      authorization: 'Bearer not-the-token-at-all',
    });
    expect(wrong.status).toBe(401);
    const otherScheme = await client.api('GET', '/metrics', undefined, {
      authorization: `Basic ${METRICS_TOKEN}`,
    });
    expect(otherScheme.status).toBe(401);
  });

  it('takes the Bearer scheme in any case (RFC 7235: the scheme is case-insensitive)', async () => {
    const server = await testServer({ database: kind, env: { METRICS_TOKEN } });
    const client = server.client();
    for (const scheme of ['bearer', 'BEARER', 'beaRer'])
      expect(await scrapeText(client, `${scheme} ${METRICS_TOKEN}`)).toContain(
        'folio_http_requests_in_flight',
      );
  });

  it('names every metric by Prometheus’ rules for its type, as promtool checks them', async () => {
    const server = await testServer({ database: kind, env: { METRICS_TOKEN } });
    const text = await scrapeText(server.client());
    expect(namingBreaches(text)).toEqual([]);
    // The process gauges prom-client names `_total`, under their new names.
    const samples = parsePrometheusText(text);
    expect(sampleValue(samples, 'nodejs_active_handles_all')).toBeGreaterThan(0);
    expect(samples.some((sample) => sample.name === 'nodejs_active_requests_all')).toBe(true);
    expect(samples.some((sample) => sample.name === 'nodejs_active_resources_all')).toBe(true);
  });

  it.skipIf(!promtoolInstalled)('passes promtool check metrics', async () => {
    const server = await testServer({ database: kind, env: { METRICS_TOKEN } });
    const text = await scrapeText(server.client());
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe('');
    expect(lint.status).toBe(0);
  });

  it('counts requests by route template, sign-ins, e-mails, throttle refusals and the database', async () => {
    const server = await testServer({
      database: kind,
      // One code a minute per address: the second ask is refused by the resend interval.
      env: { METRICS_TOKEN, CODE_RESEND_SECONDS: '60' },
    });
    const client = server.client();
    const before = await scrape(client);

    const user = await server.signIn(USER_EMAIL);
    const books = await user.api('GET', '/api/rest/books?limit=5');
    expect(books.status).toBe(200);
    const book = await user.api('GET', `/api/rest/books/${books.json.items[0].id}`);
    expect(book.status).toBe(200);
    expect((await client.sendCode(USER_EMAIL)).status).toBe(429);

    const after = await scrape(client);
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);

    const restBooks = { route: '/api/rest/books', method: 'GET', status: '200' };
    expect(moved('folio_http_request_duration_seconds_count', restBooks)).toBe(1);
    // A book's id is never a label: the procedure's template is.
    const oneBook = { route: '/api/rest/books/{id}', method: 'GET', status: '200' };
    expect(moved('folio_http_request_duration_seconds_count', oneBook)).toBe(1);
    expect(
      after.some((sample) => Object.values(sample.labels).some((value) => value.includes(book.json.id))),
    ).toBe(false);
    expect(
      moved('folio_http_request_duration_seconds_count', {
        route: '/api/auth/sign-in/email-otp',
        status: '200',
      }),
    ).toBe(1);
    expect(moved('folio_sign_ins_total', { method: 'email_code' })).toBe(1);
    expect(moved('folio_emails_total', { template: 'code-sign-in', outcome: 'sent' })).toBe(1);
    expect(moved('folio_throttle_refusals_total', { rule: 'resend_interval' })).toBe(1);
    expect(sampleValue(after, 'folio_http_requests_in_flight')).toBeGreaterThanOrEqual(0);
    // No address anywhere in the metrics.
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes('@')))).toBe(
      false,
    );

    // The process (prom-client's defaults) and the database.
    expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(after.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    if (kind === 'postgres') {
      expect(sampleValue(after, 'folio_database_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(
        after.some((s) => s.name === 'folio_database_pool_connections' && s.labels.state === 'waiting'),
      ).toBe(true);
    } else {
      expect(after.some((sample) => sample.name === 'folio_database_pglite_queue')).toBe(true);
    }
  });

  it('counts an e-mail the mail server refused as failed, by its template', async () => {
    const server = await testServer({ database: kind, env: { METRICS_TOKEN }, allowServerErrors: true });
    const client = server.client();
    const before = await scrape(client);
    await server.smtp.close();

    expect((await client.sendCode(USER_EMAIL)).status).toBe(503);

    const after = await scrape(client);
    const failed = { template: 'code-sign-in', outcome: 'failed' };
    expect(
      sampleValue(after, 'folio_emails_total', failed) - sampleValue(before, 'folio_emails_total', failed),
    ).toBe(1);
  });
});
