import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinaries, startPrivatePostgres } from '../support/private-postgres';
import { openTestDatabaseAt, type TestDatabase } from '../support/test-database';
import { ADMIN_EMAIL, testServer, type TestClient } from '../support/test-server';

// PostgreSQL stopped (fast, then immediate) and frozen under traffic, on a cluster of this test's own:
// Folio keeps running, answers 503 with Retry-After while the database is away, serves again when it
// is back without a restart, and loses no write it acknowledged.

const bin = postgresBinaries();
const CONNECT_TIMEOUT_MS = 2_000;
const STATEMENT_TIMEOUT_MS = 3_000;

interface Answer {
  at: number;
  kind: 'read' | 'write' | 'health';
  status: number;
  ms: number;
}

describe.skipIf(!bin)('a database that goes away, on a private PostgreSQL cluster', () => {
  let cluster: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let db: TestDatabase;

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bin!);
    db = await openTestDatabaseAt(cluster.url, {
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
  }, 60_000);

  afterAll(async () => {
    // Bounded: on a busy machine the pool of a cluster that was stopped and frozen may take its time
    // to drain; stopping the cluster ends whatever it still waits for.
    await Promise.race([db?.connection.close().catch(() => undefined), delay(10_000)]);
    cluster?.destroy();
  }, 60_000);

  /** Reads, writes and health checks, one round every 100 ms, until `until` resolves. */
  async function traffic(admin: TestClient, until: Promise<unknown>) {
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    const genre = (await db.query<{ id: string }>("select id from genre where name = 'Fiction'"))[0]!.id;
    let done = false;
    void until.finally(() => (done = true));
    const timed = async (kind: Answer['kind'], call: () => Promise<{ status: number; json: unknown }>) => {
      const started = Date.now();
      const response = await call();
      answers.push({ at: started, kind, status: response.status, ms: Date.now() - started });
      return response;
    };
    const rounds: Promise<unknown>[] = [];
    for (let round = 0; !done; round++) {
      rounds.push(
        timed('read', () => admin.api('GET', '/api/rest/books?limit=5')),
        timed('health', () => admin.api('GET', '/api/health')),
        timed('write', () =>
          admin.api('POST', '/api/rest/books', {
            title: `Outage ${round} ${Date.now()}`,
            author: 'Test',
            genreId: genre,
          }),
        ).then((response) => {
          if (response.status === 201) acknowledged.push((response.json as { id: string }).id);
        }),
      );
      await delay(100);
    }
    await Promise.all(rounds);
    return { answers, acknowledged };
  }

  for (const mode of ['fast', 'immediate'] as const) {
    it(`stopped (${mode}): 503 within 5 s, back without a restart, no acknowledged write lost`, async () => {
      const server = await testServer({ database: 'postgres', sharedDatabase: db, allowServerErrors: true });
      const admin = await server.signIn(ADMIN_EMAIL);
      let stoppedAt = 0;
      let startedAt = 0;
      const outage = (async () => {
        await delay(700);
        stoppedAt = Date.now();
        cluster.stop(mode);
        await delay(3_000);
        startedAt = Date.now();
        cluster.start();
        // Until the pool has its connections back.
        for (let tries = 0; tries < 100; tries++) {
          if ((await admin.api('GET', '/api/health')).status === 200) return;
          await delay(100);
        }
      })();
      const { answers, acknowledged } = await traffic(admin, outage);

      const unexpected = answers.filter((answer) => ![200, 201, 503].includes(answer.status));
      expect(unexpected).toEqual([]);
      const firstUnavailable = answers.find((answer) => answer.kind === 'health' && answer.status === 503);
      expect(firstUnavailable, 'health answered 503 during the outage').toBeDefined();
      expect(firstUnavailable!.at + firstUnavailable!.ms - stoppedAt).toBeLessThan(5_000);
      const recovered = answers.find(
        (answer) => answer.kind === 'read' && answer.status === 200 && answer.at > startedAt,
      );
      expect(recovered, 'reads answer again once the database is back').toBeDefined();
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = await db.query<{ id: string }>('select id::text from book where id = any($1::uuid[])', [
        acknowledged,
      ]);
      expect(stored).toHaveLength(acknowledged.length);
      console.info(
        `${mode} stop: 503 after ${firstUnavailable!.at + firstUnavailable!.ms - stoppedAt} ms, serving again ${
          recovered!.at + recovered!.ms - startedAt
        } ms after the start; ${acknowledged.length} acknowledged writes, all stored`,
      );
    }, 60_000);
  }

  it('frozen (SIGSTOP): every request is answered within the timeouts, then all serve again', async () => {
    const server = await testServer({ database: 'postgres', sharedDatabase: db, allowServerErrors: true });
    const admin = await server.signIn(ADMIN_EMAIL);
    cluster.freeze();
    let answers: Array<{ status: number; ms: number }>;
    try {
      answers = await Promise.all(
        ['/api/rest/books', '/api/health', '/api/auth/get-session'].map(async (path) => {
          const started = Date.now();
          const response = await admin.api('GET', path);
          return { status: response.status, ms: Date.now() - started };
        }),
      );
    } finally {
      cluster.thaw();
    }
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      // The statement's timeout, a second's grace for a frozen server, and the two-second probe.
      expect(answer.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_000 + 2_000 + 1_000);
    }
    await expect
      .poll(async () => (await admin.api('GET', '/api/rest/books')).status, { timeout: 10_000 })
      .toBe(200);
  }, 60_000);
});
