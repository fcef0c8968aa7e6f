import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinaries, startPrivatePostgres } from '../support/private-postgres';
import { databases, openTestDatabaseAt, type TestDatabase } from '../support/test-database';
import { testServer, type TestClient } from '../support/test-server';

describe.each(databases)('liveness and readiness on $kind', ({ kind }) => {
  it('live answers while the process runs; ready lists each dependency with its status and latency', async () => {
    const server = await testServer(kind);
    const client = server.client();

    const live = await client.api('GET', '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.json).toEqual({ status: 'ok' });

    const ready = await client.api('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    // The test server sends mail through its SMTP capture (EMAIL_SERVER) and keeps files on disk.
    expect(ready.json).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'up', latencyMs: expect.any(Number), required: true },
        email: { status: 'up', latencyMs: expect.any(Number), required: false },
        storage: { status: 'up', latencyMs: expect.any(Number), required: true },
      },
    });
    // No address, URL or secret of a dependency in the body: it is answered to anyone.
    expect(ready.text).not.toContain('127.0.0.1');
    expect(ready.text).not.toMatch(/smtp:|postgres:|memory:/);
  });

  it('is not ready (503, Retry-After) without its database, and still live', async () => {
    const server = await testServer({ database: kind, allowServerErrors: true });
    const client = server.client();
    await server.db.connection.close();

    const ready = await client.api('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ready.json.status).toBe('unavailable');
    expect(ready.json.checks.database).toMatchObject({ status: 'down', required: true });
    expect((await client.api('GET', '/api/health/live')).status).toBe(200);
  });

  it('stays ready while the mail server is down: only e-mails wait', async () => {
    const server = await testServer(kind);
    await server.smtp.close();

    const ready = await server.client().api('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json.checks.email).toMatchObject({ status: 'down', required: false });
  });
});

const bin = postgresBinaries();

describe.skipIf(!bin)('readiness while PostgreSQL stops and starts again (private cluster)', () => {
  let cluster: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let db: TestDatabase;

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bin!);
    db = await openTestDatabaseAt(cluster.url, { connectTimeoutMs: 2_000, statementTimeoutMs: 3_000 });
  }, 60_000);

  afterAll(async () => {
    await Promise.race([db?.connection.close().catch(() => undefined), delay(10_000)]);
    cluster?.destroy();
  }, 60_000);

  /** Asks /api/health/ready until it answers `status` (the pool notices a stop at its next statement). */
  async function readyAnswers(client: TestClient, status: number) {
    for (;;) {
      const ready = await client.api('GET', '/api/health/ready');
      if (ready.status === status) return ready;
      await delay(100);
    }
  }

  it('answers 503 once PostgreSQL is stopped, and 200 again once it is back', async () => {
    const server = await testServer({ database: 'postgres', sharedDatabase: db, allowServerErrors: true });
    const client = server.client();
    expect((await client.api('GET', '/api/health/ready')).status).toBe(200);

    cluster.stop('fast');
    const down = await readyAnswers(client, 503);
    expect(down.json.checks.database).toMatchObject({ status: 'down', required: true });
    expect(down.json.checks.storage.status).toBe('up');
    expect((await client.api('GET', '/api/health/live')).status).toBe(200);

    cluster.start();
    const up = await readyAnswers(client, 200);
    expect(up.json.checks.database.status).toBe('up');
  }, 60_000);
});
