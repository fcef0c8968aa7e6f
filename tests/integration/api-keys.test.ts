import { describe, expect, it } from 'vitest';
import { oneDatabase } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type ApiResponse,
  type TestClient,
  type TestServer,
} from '../support/test-server';

interface CreatedKey {
  id: string;
  key: string;
  start: string;
  name: string;
}

async function createKey(
  client: TestClient,
  permissions: Record<string, string[]>,
  { name = 'Nightly import', lifetime = '30d' } = {},
): Promise<CreatedKey> {
  const created = await client.api('POST', '/api/rest/account/api-keys', { name, lifetime, permissions });
  expect(created.status, created.text).toBe(201);
  return created.json as CreatedKey;
}

/** A request made with a key alone: no cookie. */
function withKey(server: TestServer, key: string, method: string, path: string, body?: unknown) {
  return server.client().api(method, path, body, { Authorization: `Bearer ${key}` });
}

async function newBook(server: TestServer) {
  const [genre] = await server.query<{ id: string }>('select id::text as id from genre limit 1');
  return { title: 'Made With A Key', author: 'A Script', genreId: genre!.id, publisher: 'Folio' };
}

function expectKeyRefused(response: ApiResponse) {
  expect(response.status, response.text).toBe(401);
  expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="Folio"/);
  expect(response.json).toMatchObject({ code: expect.any(String) });
}

async function userId(server: TestServer, email: string): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id from "user" where email = $1', [email]);
  return row!.id;
}

describe.each(oneDatabase)('API keys on $kind', ({ kind }) => {
  it('are made once on a fresh sign-in, stored as a hash, and list books with no cookie', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const created = await createKey(member, { book: ['read'] });
    expect(created.key).toMatch(/^folio_[A-Za-z0-9_-]{43}$/);
    expect(created.start).toBe(created.key.slice(0, 12));
    const [row] = await server.query<Record<string, unknown>>('select * from api_key where id = $1', [created.id]);
    expect(Object.values(row!).map(String)).not.toContain(created.key);
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await server.query<{ actor_email: string; detail: { name: string } }>(
      `select actor_email, detail from audit_event where action = 'api_key.created'`,
    );
    expect(audit).toMatchObject({ actor_email: USER_EMAIL, detail: { name: 'Nightly import' } });

    const books = await withKey(server, created.key, 'GET', '/api/rest/books');
    expect(books.status, books.text).toBe(200);
    expect(books.json.items.length).toBeGreaterThan(0);
    // Over RPC too.
    const rpc = await withKey(server, created.key, 'POST', '/api/rpc/books/list', { json: {} });
    expect(rpc.status, rpc.text).toBe(200);
    // Listed by its first characters, never in full; its last use is written (at most once a minute).
    await expect
      .poll(async () => (await member.api('GET', '/api/rest/account/api-keys')).json.keys[0].lastUsedAt)
      .not.toBeNull();
    const listed = await member.api('GET', '/api/rest/account/api-keys');
    expect(listed.text).not.toContain(created.key);
    expect(listed.json).toMatchObject({
      keys: [{ id: created.id, start: created.start, permissions: { book: ['read'] } }],
      lifetimes: ['30d', '90d', '365d', 'never'],
      grantable: { book: ['read'], genre: ['read'], membership: ['read', 'curate'] },
    });
  });

  it('asks for a fresh sign-in, and gives a key no permission its owner lacks', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const beyond = await member.api('POST', '/api/rest/account/api-keys', {
      name: 'Too much',
      lifetime: '30d',
      permissions: { book: ['read', 'delete'] },
    });
    expect(beyond.status).toBe(403);
    const accountKey = await member.api('POST', '/api/rest/account/api-keys', {
      name: 'Account',
      lifetime: '30d',
      permissions: { account: ['update'] },
    });
    expect(accountKey.status).toBe(400);
    await server.query(`update session set created_at = now() - interval '11 minutes'`);
    const stale = await member.api('POST', '/api/rest/account/api-keys', {
      name: 'Stale',
      lifetime: '30d',
      permissions: { book: ['read'] },
    });
    expect([stale.status, stale.json.code]).toEqual([403, 'SESSION_NOT_FRESH']);
    expect(await server.countRows('api_key')).toBe(0);
    expect(await server.countRows('audit_event', `action = 'api_key.created'`)).toBe(0);
  });

  it('do what the key and its owner both may, now: a role taken away stops a write at once', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const key = await createKey(admin, { book: ['read', 'create'], user: ['list'] }, { name: 'Sync' });
    const book = await newBook(server);
    const made = await withKey(server, key.key, 'POST', '/api/rest/books', book);
    expect(made.status, made.text).toBe(201);
    const [audit] = await server.query<{ actor_email: string; detail: Record<string, unknown> }>(
      `select actor_email, detail from audit_event where action = 'book.created'`,
    );
    expect(audit).toMatchObject({ actor_email: ADMIN_EMAIL, detail: { viaKey: 'Sync' } });
    // What the key was not given, its owner's role notwithstanding.
    const deleted = await withKey(server, key.key, 'DELETE', `/api/rest/books/${made.json.id}`);
    expect(deleted.status).toBe(403);
    expect((await withKey(server, key.key, 'GET', '/api/rest/users')).status).toBe(200);

    // The owner becomes a plain user: the key keeps only what a user holds.
    await server.query(`update "user" set role = 'user' where email = $1`, [ADMIN_EMAIL]);
    expect((await withKey(server, key.key, 'POST', '/api/rest/books', book)).status).toBe(403);
    expect((await withKey(server, key.key, 'GET', '/api/rest/users')).status).toBe(403);
    expect((await withKey(server, key.key, 'GET', '/api/rest/books')).status).toBe(200);
  });

  it('stop on the next request when revoked, expired, their owner banned or deleted', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const admin = await server.signIn(ADMIN_EMAIL);
    const revoked = await createKey(member, { book: ['read'] }, { name: 'Revoked' });
    const expiring = await createKey(member, { book: ['read'] }, { name: 'Expiring' });
    const banned = await createKey(member, { book: ['read'] }, { name: 'Banned' });
    for (const { key } of [revoked, expiring, banned])
      expect((await withKey(server, key, 'GET', '/api/rest/books')).status).toBe(200);

    // Revoked by its owner; another of theirs by an admin.
    expect((await member.api('DELETE', `/api/rest/account/api-keys/${revoked.id}`)).status).toBe(200);
    expectKeyRefused(await withKey(server, revoked.key, 'GET', '/api/rest/books'));
    await server.query(`update api_key set expires_at = now() - interval '1 second' where id = $1`, [
      expiring.id,
    ]);
    expectKeyRefused(await withKey(server, expiring.key, 'GET', '/api/rest/books'));
    await server.query(`update "user" set banned = true where email = $1`, [USER_EMAIL]);
    expectKeyRefused(await withKey(server, banned.key, 'GET', '/api/rest/books'));
    await server.query(`update "user" set banned = false where email = $1`, [USER_EMAIL]);
    const memberId = await userId(server, USER_EMAIL);
    const adminList = await admin.api('GET', `/api/rest/users/${memberId}/api-keys`);
    expect(adminList.json.map((key: CreatedKey) => key.name)).toEqual(['Banned', 'Expiring']);
    expect(
      (await admin.api('DELETE', `/api/rest/users/${memberId}/api-keys/${banned.id}`)).status,
    ).toBe(200);
    expectKeyRefused(await withKey(server, banned.key, 'GET', '/api/rest/books'));
    expect(await server.countRows('audit_event', `action = 'api_key.revoked'`)).toBe(2);

    // A member's key can reach no one else's keys, nor an admin's list.
    const last = await createKey(member, { book: ['read'] }, { name: 'Last' });
    expect((await withKey(server, last.key, 'GET', `/api/rest/users/${memberId}/api-keys`)).status).toBe(403);
    expect((await withKey(server, last.key, 'GET', '/api/rest/account/api-keys')).status).toBe(403);
    await server.query(`delete from "user" where email = $1`, [USER_EMAIL]);
    expectKeyRefused(await withKey(server, last.key, 'GET', '/api/rest/books'));
  });

  it('refuse unknown and malformed keys, keys in a URL and keys on the sign-in endpoints, with 401 and nothing done', async () => {
    const server = await testServer({ database: kind, logLevel: 'debug' });
    const member = await server.signIn(USER_EMAIL);
    const { key } = await createKey(member, { book: ['read'] });
    for (const presented of [`folio_${'x'.repeat(43)}`, 'folio_short', `folio_${'é'.repeat(43)}`])
      expectKeyRefused(await withKey(server, presented, 'GET', '/api/rest/books'));
    // A key that does not stand never falls back to the cookie beside it.
    const both = await member.api('GET', '/api/rest/books', undefined, {
      Authorization: `Bearer folio_${'x'.repeat(43)}`,
    });
    expect(both.status).toBe(401);
    const inUrl = await server.client().api('GET', `/api/rest/books?api_key=${key}`);
    expect([inUrl.status, inUrl.json.code]).toEqual([401, 'API_KEY_IN_URL']);
    const auditsBefore = await server.countRows('audit_event');
    for (const [method, path, body] of [
      ['GET', '/api/auth/get-session', undefined],
      ['POST', '/api/auth/email-otp/send-verification-otp', { email: USER_EMAIL, type: 'sign-in' }],
      ['POST', '/api/auth/passkey/generate-register-options', undefined],
    ] as const) {
      const refused = await withKey(server, key, method, path, body);
      expect([refused.status, refused.json.code], path).toEqual([401, 'API_KEY_NOT_ACCEPTED']);
    }
    expect(await server.countRows('audit_event')).toBe(auditsBefore);
    expect(await server.countRows('session', `user_id = (select id from "user" where email = $1)`, [USER_EMAIL])).toBe(1);
    // The key is in no log line, at any level.
    expect(JSON.stringify(server.logs)).not.toContain(key);
    expect(JSON.stringify(server.logs)).not.toContain(key.slice(12));
  });

  it('are throttled per key across the store, with the true wait', async () => {
    const server = await testServer({ database: kind, env: { API_KEY_REQUESTS_PER_MINUTE: '3' } });
    const member = await server.signIn(USER_EMAIL);
    const first = await createKey(member, { book: ['read'] }, { name: 'First' });
    const second = await createKey(member, { book: ['read'] }, { name: 'Second' });
    for (let request = 1; request <= 3; request += 1)
      expect((await withKey(server, first.key, 'GET', '/api/rest/books')).status).toBe(200);
    const limited = await withKey(server, first.key, 'GET', '/api/rest/books');
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another key of the same person has its own budget.
    expect((await withKey(server, second.key, 'GET', '/api/rest/books')).status).toBe(200);
  });

  it('last no longer than API_KEY_MAX_DAYS allows', async () => {
    const server = await testServer({ database: kind, env: { API_KEY_MAX_DAYS: '90' } });
    const admin = await server.signIn(ADMIN_EMAIL);
    const listed = await admin.api('GET', '/api/rest/account/api-keys');
    expect(listed.json.lifetimes).toEqual(['30d', '90d']);
    const forever = await admin.api('POST', '/api/rest/account/api-keys', {
      name: 'Forever',
      lifetime: 'never',
      permissions: { book: ['read'] },
    });
    expect([forever.status, forever.json.code]).toEqual([400, 'API_KEY_LIFETIME_TOO_LONG']);
    const created = await createKey(admin, { book: ['read'] }, { lifetime: '90d' });
    const [row] = await server.query<{ days: number }>(
      `select round(extract(epoch from expires_at - now()) / 86400)::int as days from api_key where id = $1`,
      [created.id],
    );
    expect(row!.days).toBe(90);
  });
});
