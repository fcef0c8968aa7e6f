import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue, type Sample } from '../support/prometheus-text';
import { databases } from '../support/test-database';
import { testServer, USER_EMAIL, type TestClient } from '../support/test-server';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** GET /metrics with the token, parsed. */
async function scrape(client: TestClient): Promise<Sample[]> {
  const response = await client.api('GET', '/metrics', undefined, {
    authorization: `Bearer ${METRICS_TOKEN}`,
    accept: 'text/plain',
  });
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(response.text);
}

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
