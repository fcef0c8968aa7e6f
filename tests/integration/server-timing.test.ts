import { describe, expect, it, onTestFinished } from 'vitest';
import { book } from '~/server/db/schema';
import { statementsOf } from '~/server/http/server-timing';
import { currentRequestTiming, withRequestTiming } from '~/server/request-timing';
import { createTestDatabase, databases } from '../support/test-database';
import { testServer, USER_EMAIL } from '../support/test-server';

const SERVER_TIMING =
  /^db;dur=\d+\.\d;desc="\d+ statements?", auth;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/;

describe.each(databases)('Server-Timing on $kind', ({ kind }) => {
  it('tells how many statements a signed-in page of books sent (issue 27 counts them)', async () => {
    const server = await testServer({ database: kind, env: { SERVER_TIMING: 'true' } });
    const user = await server.signIn(USER_EMAIL);

    const response = await user.api('GET', '/api/rest/books?limit=20');
    expect(response.status).toBe(200);
    expect(response.json.items).toHaveLength(20);
    const timing = response.headers.get('server-timing');
    expect(timing).toMatch(SERVER_TIMING);
    // Today two: better-auth's session lookup (its user joined in), then the page itself. A change that
    // adds a lookup to every API call fails here.
    const statements = statementsOf(timing)!;
    expect(statements).toBeGreaterThanOrEqual(1);
    expect(statements).toBeLessThanOrEqual(2);

    // Many at once (more than PostgreSQL's pool has connections): each counts its own statements only.
    const together = await Promise.all(
      Array.from({ length: 24 }, () => user.api('GET', '/api/rest/books?limit=20')),
    );
    expect(together.map((answer) => statementsOf(answer.headers.get('server-timing')))).toEqual(
      together.map(() => statements),
    );
  });

  it('sends none when SERVER_TIMING is false', async () => {
    const server = await testServer({ database: kind, env: { SERVER_TIMING: 'false' } });
    const user = await server.signIn(USER_EMAIL);
    for (const path of ['/api/rest/books?limit=20', '/api/auth/get-session', '/api/health']) {
      const response = await user.api('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.has('server-timing'), path).toBe(false);
    }
  });

  it('counts every statement sent on a request’s behalf, transactions and raw SQL included', async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.dispose());
    const { db, query } = database.connection;

    const { timing, result } = withRequestTiming(async () => {
      await db.select({ id: book.id }).from(book).limit(1);
      // BEGIN, two statements, COMMIT.
      await db.transaction(async (tx) => {
        await tx.select({ id: book.id }).from(book).limit(1);
        await tx.execute('select 1');
      });
      await query('select 2');
    });
    await result;
    expect(timing.statements).toBe(1 + 4 + 1);
    expect(timing.databaseMs).toBeGreaterThan(0);

    // Outside a timed request nothing is counted.
    await db.select({ id: book.id }).from(book).limit(1);
    expect(currentRequestTiming()).toBeUndefined();
    expect(timing.statements).toBe(6);

    // Requests at once (more than PostgreSQL's pool has connections, so some wait for one that another
    // request releases) keep their counts apart.
    const timings = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const run = withRequestTiming(async () => {
          for (let statement = 0; statement <= index % 3; statement++) await query('select 1');
        });
        await run.result;
        return run.timing.statements;
      }),
    );
    expect(timings).toEqual(timings.map((_, index) => (index % 3) + 1));
  });
});
