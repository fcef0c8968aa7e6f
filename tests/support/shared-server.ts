import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * One server (and database) for every test of the enclosing `describe`, for suites that only read:
 * a server and a database per test cost a few tenths of a second. Call it inside a `describe` and use the
 * returned getter inside the tests. Like `testServer`, any warning or error the server logs fails
 * the test during which it was logged.
 */
export function sharedTestServer(
  options: TestServerOptions | TestServerOptions['database'],
): () => TestServer {
  const resolved = typeof options === 'string' ? { database: options } : options;
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(resolved);
  });
  afterEach(() => {
    if (!server || resolved.allowServerErrors) return;
    const logged = server.logs.splice(0);
    expect(logged, 'the server logged warnings or errors').toEqual([]);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('The shared server has not started (did beforeAll fail?)');
    return server;
  };
}

/**
 * A digest of every row of every table, or of the tables named, to show that a refused request
 * changed nothing. Take it after signing in, so that sessions are part of the "before".
 */
export async function contentFingerprint(
  server: TestServer,
  only?: string[],
): Promise<Record<string, string>> {
  const tables = await server.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (only && !only.includes(name)) continue;
    const [row] = await server.query<{ digest: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
    );
    fingerprint[name] = row?.digest ?? '';
  }
  return fingerprint;
}
