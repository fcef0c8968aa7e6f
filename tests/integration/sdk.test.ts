import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main, type ExampleOptions } from '../../sdk/examples/books';
import { generateSdk } from '../../scripts/generate-sdk';
import { oneDatabase } from '../support/test-database';
import { ADMIN_EMAIL, testServer, type TestClient, type TestServer } from '../support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface CreatedKey {
  id: string;
  key: string;
}

async function createKey(owner: TestClient, permissions: Record<string, string[]>): Promise<CreatedKey> {
  const created = await owner.api('POST', '/api/rest/account/api-keys', {
    name: 'SDK example',
    lifetime: '30d',
    permissions,
  });
  expect(created.status, created.text).toBe(201);
  return created.json as CreatedKey;
}

/** The example run against `server` with `key`, and the lines it told. */
async function runExample(server: TestServer, key: string, sleep?: ExampleOptions['sleep']) {
  const lines: string[] = [];
  const outcome = await main({ baseUrl: server.url, apiKey: key, log: (line) => lines.push(line), sleep });
  return { ...outcome, told: lines.join('\n') };
}

/** A file of the repository as it is on disk, or null when it is missing. */
function committed(file: string): string | null {
  const at = path.join(ROOT, file);
  return existsSync(at) ? readFileSync(at, 'utf8') : null;
}

function booksBySdk(server: TestServer) {
  return server.query<{ id: string; title: string }>(
    `select id::text as id, title from book where author = 'Folio SDK example'`,
  );
}

describe('the SDK (sdk/)', () => {
  it('is what `npm run sdk` makes of the router now', { timeout: 120_000 }, async () => {
    const generated = await generateSdk();
    const stale = Object.entries(generated)
      .filter(([file, text]) => committed(file) !== text)
      .map(([file]) => file);
    expect(stale, `Stale: ${stale.join(', ')}. Run \`npm run sdk\` and commit what it writes.`).toEqual([]);
  });
});

describe.each(oneDatabase)('the SDK example (sdk/examples/books.ts) on $kind', ({ kind }) => {
  it('lists books and adds one with a key that may read and create books', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const { key } = await createKey(admin, { book: ['read', 'create'] });

    const run = await runExample(server, key);

    expect(run.refusal, run.told).toBeUndefined();
    expect(run.listed).toBe(5);
    expect(run.created?.title).toMatch(/^Written with the SDK, /);
    expect(await booksBySdk(server)).toEqual([{ id: run.created!.id, title: run.created!.title }]);
    expect(run.told).toContain(`Added "${run.created!.title}"`);
  });

  it('runs from the command line, as `npx tsx sdk/examples/books.ts`', { timeout: 60_000 }, async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const { key } = await createKey(admin, { book: ['read', 'create'] });

    const { stdout } = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['sdk/examples/books.ts'],
      { cwd: ROOT, env: { ...process.env, FOLIO_URL: server.url, FOLIO_API_KEY: key } },
    );

    const [book] = await booksBySdk(server);
    expect(stdout).toContain('The first 5 books:');
    expect(stdout).toContain(`Added "${book!.title}"`);
  });

  it('says a revoked key is no longer accepted, and does nothing', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const revoked = await createKey(admin, { book: ['read', 'create'] });
    expect((await admin.api('DELETE', `/api/rest/account/api-keys/${revoked.id}`)).status).toBe(200);

    const run = await runExample(server, revoked.key);

    expect(run.refusal).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
    expect(run.listed).toBeUndefined();
    expect(run.told).toContain('Folio does not accept this API key: it may be mistyped, revoked or expired.');
    expect(await booksBySdk(server)).toEqual([]);
  });

  it('lists with a read-only key, and says it may not add a book', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const { key } = await createKey(admin, { book: ['read'] });

    const run = await runExample(server, key);

    expect(run.listed).toBe(5);
    expect(run.refusal).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(run.told).toContain('This API key may not do that (FORBIDDEN)');
    expect(await booksBySdk(server)).toEqual([]);
  });

  it("waits out a 429 once, for Folio's Retry-After, and then gives up or goes on", async () => {
    const server = await testServer({ database: kind, env: { API_KEY_REQUESTS_PER_MINUTE: '2' } });
    const admin = await server.signIn(ADMIN_EMAIL);
    const { id, key } = await createKey(admin, { book: ['read', 'create'] });
    for (let request = 1; request <= 2; request += 1) {
      const spent = await fetch(`${server.url}/api/rest/books`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(spent.status).toBe(200);
    }

    // The minute has not passed when the example tries again: it stops, and says when to come back.
    const waits: number[] = [];
    const impatient = await runExample(server, key, async (seconds) => void waits.push(seconds));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(impatient.told).toContain(
      `Folio asks to slow down: waiting ${waits[0]} s before trying once more.`,
    );
    expect(impatient.refusal).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(impatient.refusal?.retryAfter).toBeGreaterThan(0);
    expect(impatient.told).toContain('Still too many requests after waiting once');
    expect(await booksBySdk(server)).toEqual([]);

    // This time the window ends while it waits (the throttle's minute, moved to now): it goes on.
    const patient = await runExample(server, key, async (seconds) => {
      waits.push(seconds);
      await server.query(`update throttle_counter set expires_at = now() where key = $1`, [`api-key:${id}`]);
    });
    expect(waits).toHaveLength(2);
    expect(patient.refusal, patient.told).toBeUndefined();
    expect(patient.listed).toBe(5);
    expect(await booksBySdk(server)).toEqual([{ id: patient.created!.id, title: patient.created!.title }]);
  });
});
