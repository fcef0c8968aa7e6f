import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newWebhookSecret, sealWebhookSecret } from '~/server/webhooks/webhook-secret';
import { createTestDatabase, databases } from '../support/test-database';
import { TEST_AUTH_SECRET, testServer } from '../support/test-server';
import { startWebhookReceiver } from '../support/webhook-receiver';

// kill -9 of an instance in the middle of its deliveries (issue 39, 1): a child process on PostgreSQL
// writes book changes and delivers their events to three endpoints of a slow receiver; it is killed
// while deliveries are in flight. Another instance (this process) then finishes the work: every event
// reaches every endpoint, in order, and nothing Folio had recorded as delivered is sent again. What
// was in flight at the kill may arrive twice (at least once): the same webhook-id, for the receiver to
// recognise.

const instance = path.resolve('tests/support/fixtures/webhook-instance.ts');
const ENDPOINTS = 3;
const CHANGES = 12;
const onPostgres = databases.some((target) => target.kind === 'postgres');

describe.skipIf(!onPostgres)('webhook deliveries through a kill -9 on postgres', () => {
  it('lose nothing and send nothing again that was recorded as delivered', { timeout: 120_000 }, async () => {
    const db = await createTestDatabase('postgres');
    onTestFinished(() => db.dispose());
    const receiver = await startWebhookReceiver();
    onTestFinished(() => receiver.close());
    receiver.delay(150);

    const secrets = Array.from({ length: ENDPOINTS }, () => newWebhookSecret());
    receiver.verifyWith(...secrets);
    const endpoints: string[] = [];
    for (const [index, secret] of secrets.entries()) {
      const [row] = await db.query<{ id: string }>(
        `insert into webhook_endpoint (url, events, secret) values ($1, '{book.created}', $2) returning id`,
        [`${receiver.origin}/hook/${index}`, sealWebhookSecret(secret, TEST_AUTH_SECRET)],
      );
      endpoints.push(row!.id);
    }

    const uploads = await mkdtemp(path.join(tmpdir(), 'folio-webhook-crash-'));
    onTestFinished(() => rm(uploads, { recursive: true, force: true }));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: db.url!,
      AUTH_SECRET: TEST_AUTH_SECRET,
      UPLOADS_DIR: uploads,
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      JOB_RETRY_DELAY_SECONDS: '1',
    };
    // Not process.env: Vitest puts Vite's BASE_URL ('/') there, which env() rightly refuses.
    const child = spawn(process.execPath, ['--import', 'tsx', instance], {
      env: { PATH: process.env.PATH, ...env, RECORD_BOOK_CHANGES: String(CHANGES) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => void child.kill('SIGKILL'));
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    // Killed once a third of the deliveries are in, with some in flight (the receiver holds each 150 ms).
    const total = ENDPOINTS * CHANGES;
    await receiver.waitFor(() => receiver.received.length >= total / 3 && receiver.inFlight > 0, {
      timeoutMs: 60_000,
      what: `a third of the deliveries with some in flight (instance output: ${output})`,
    });
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(output).toContain(`recorded ${CHANGES}`);
    // What Folio had recorded as delivered when the instance died: the receiver answered, and it was written.
    const acknowledged = await db.query<{ endpoint_id: string; event_id: string }>(
      `select endpoint_id, event_id from webhook_delivery where status = 'delivered'`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(total);

    // Another instance takes over once the dead one's turns expire (pg-boss's supervisor).
    await testServer({
      database: 'postgres',
      sharedDatabase: db,
      env,
      jobs: { pollingIntervalSeconds: 0.5, expiryCheckSeconds: 1 },
    });
    const pathOf = (endpointId: string) => `/hook/${endpoints.indexOf(endpointId)}`;
    const key = (delivery: { path: string; id: string }) => `${delivery.path} ${delivery.id}`;
    await receiver.waitFor(() => new Set(receiver.accepted().map(key)).size === total, {
      timeoutMs: 60_000,
      what: 'every event at every endpoint',
    });
    // And Folio has recorded each as delivered (the last answer is written just after it arrives).
    const undelivered = async () =>
      (
        await db.query<{ count: number }>(
          `select count(*)::int as count from webhook_delivery where status <> 'delivered'`,
        )
      )[0]!.count;
    for (const deadline = Date.now() + 5_000; (await undelivered()) > 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await undelivered()).toBe(0);

    // Every delivery arrived verified, and what was acknowledged before the kill arrived once only.
    expect(receiver.received.every((delivery) => delivery.verifiedBy.length === 1)).toBe(true);
    const arrivals = new Map<string, number>();
    for (const delivery of receiver.accepted())
      arrivals.set(key(delivery), (arrivals.get(key(delivery)) ?? 0) + 1);
    for (const row of acknowledged)
      expect(arrivals.get(key({ path: pathOf(row.endpoint_id), id: row.event_id })), row.event_id).toBe(1);
    // At most what was in flight at the kill (one per endpoint) arrived twice.
    const twice = [...arrivals].filter(([, count]) => count > 1);
    expect(twice.length).toBeLessThanOrEqual(ENDPOINTS);
    expect(twice.every(([, count]) => count === 2)).toBe(true);

    console.info(
      `${acknowledged.length} of ${total} deliveries recorded before kill -9, ${twice.length} in flight arrived twice`,
    );

    // In order of creation at each endpoint (first arrivals).
    const created = (
      await db.query<{ id: string }>(`select id from webhook_event order by created_at, id`)
    ).map((row) => row.id);
    const order = await db.query<{ id: string; sequence: number; endpoint_id: string }>(
      `select event_id as id, sequence::int as sequence, endpoint_id from webhook_delivery order by sequence`,
    );
    expect(created).toHaveLength(CHANGES);
    for (const endpointId of endpoints) {
      const expected = order.filter((row) => row.endpoint_id === endpointId).map((row) => row.id);
      const firstArrivals = [
        ...new Set(
          receiver
            .accepted()
            .filter((delivery) => delivery.path === pathOf(endpointId))
            .map((delivery) => delivery.id),
        ),
      ];
      expect(firstArrivals, endpointId).toEqual(expected);
    }
  });
});
