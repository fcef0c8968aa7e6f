import { describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { databases } from '../support/test-database';
import {
  ADMIN_EMAIL,
  TEST_AUTH_SECRET,
  USER_EMAIL,
  testServer,
  type TestClient,
  type TestServer,
} from '../support/test-server';

const ONE_MEGABYTE = 1024 * 1024;

async function fictionId(server: TestServer): Promise<string> {
  const [row] = await server.query<{ id: string }>("select id from genre where name = 'Fiction'");
  return row!.id;
}

describe.each(databases)('bad input, big bodies and odd methods on $kind', ({ kind }) => {
  it('answers an unknown method with 405 and the methods it knows', async () => {
    const server = await testServer(kind);
    for (const method of ['TRACE', 'PROPFIND']) {
      const response = await rawRequest(server.url, '/api/health', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
  });

  it('refuses a body over 1 MB with 413, announced or streamed, and stores nothing', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const books = await server.countRows('book');
    const huge = JSON.stringify({
      title: 'x'.repeat(ONE_MEGABYTE),
      author: 'A',
      genreId: await fictionId(server),
    });
    const announced = await admin.api('POST', '/api/rest/books', JSON.parse(huge));
    expect(announced.status).toBe(413);

    const streamed = await rawRequest(server.url, '/api/rest/books', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        origin: server.url,
        cookie: admin.cookieHeader(),
      },
      body: huge,
    });
    expect(streamed.status).toBe(413);
    expect(await server.countRows('book')).toBe(books);
  });

  it('refuses NUL characters and unpaired surrogates in JSON with 400, changing nothing', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const genreId = await fictionId(server);
    const books = await server.countRows('book');
    const events = await server.countRows('audit_event');
    const banned = await server.countRows('user', 'banned');
    for (const title of ['Nul\u0000Title', 'Half \ud800 surrogate']) {
      const response = await admin.api('POST', '/api/rest/books', { title, author: 'Someone', genreId });
      expect(response.status, JSON.stringify(title)).toBe(400);
      expect(response.json.code).toBe('BAD_REQUEST');
    }
    const [member] = await server.query<{ id: string }>('select id from "user" where email = $1', [
      USER_EMAIL,
    ]);
    const ban = await admin.api('POST', `/api/rest/users/${member!.id}/ban`, { reason: 'bad \udfff' });
    expect(ban.status).toBe(400);
    const signIn = await server.client().api('POST', '/api/auth/email-otp/send-verification-otp', {
      email: 'a\u0000@example.org',
      type: 'sign-in',
    });
    expect(signIn.status).toBe(400);
    expect(await server.countRows('book')).toBe(books);
    expect(await server.countRows('audit_event')).toBe(events);
    expect(await server.countRows('user', 'banned')).toBe(banned);
  });

  it('reads a NUL in a query as nothing and in a path as no such resource', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const search = await admin.api('GET', '/api/rest/books?searchTerm=%00');
    expect(search.status).toBe(200);
    expect(search.json.items).toEqual((await admin.api('GET', '/api/rest/books')).json.items);
    const counted = await admin.api('GET', '/api/rest/books/count?searchTerm=%00');
    expect(counted.json.total).toBe((await admin.api('GET', '/api/rest/books/count')).json.total);
    expect((await admin.api('GET', '/api/rest/users/a%00b')).status).toBe(404);
    expect((await admin.api('GET', '/api/rest/audit?actor=%00')).status).toBe(200);
  });

  it('refuses dates outside real years and addresses over 254 characters with 400', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const banned = await server.countRows('user', 'banned');
    expect((await admin.api('GET', '/api/rest/audit?from=0000-01-01')).status).toBe(400);
    expect((await admin.api('GET', '/api/rest/audit?to=9999-12-31')).status).toBe(400);
    const [member] = await server.query<{ id: string }>('select id from "user" where email = $1', [
      USER_EMAIL,
    ]);
    const ban = await admin.api('POST', `/api/rest/users/${member!.id}/ban`, { expiresAt: '10000-01-01' });
    expect(ban.status).toBe(400);
    const long = `${'a'.repeat(3000)}@example.org`;
    const code = await server
      .client()
      .api('POST', '/api/auth/email-otp/send-verification-otp', { email: long, type: 'sign-in' });
    expect(code.status).toBe(400);
    expect(code.json.code).toBe('INVALID_EMAIL');
    expect(await server.countRows('user', 'banned')).toBe(banned);
  });

  it('refuses a name of null through better-auth with 400', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    expect((await member.api('POST', '/api/auth/update-user', { name: null })).status).toBe(400);
  });
});

describe.each(databases)('while the database is unreachable, on $kind', ({ kind }) => {
  it('answers 503 with Retry-After on the API, the session and health — never 500', async () => {
    const server = await testServer({ database: kind, allowServerErrors: true });
    const member = await server.signIn(USER_EMAIL);
    expect((await member.api('GET', '/api/rest/books')).status).toBe(200);

    await server.db.connection.close();

    for (const path of ['/api/rest/books', '/api/auth/get-session', '/api/health']) {
      const response = await member.api('GET', path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
    }
    const write = await member.api('POST', '/api/rest/onboarding', { name: 'Anyone' });
    expect(write.status).toBe(503);
    expect(write.json.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe.each(databases)('refusals from better-auth inside Folio procedures, on $kind', ({ kind }) => {
  it('a deletion code asked for within a minute of the last one is 429 with Retry-After, not 500', async () => {
    const server = await testServer({ database: kind, env: { CODE_RESEND_SECONDS: '60' } });
    const member = await server.signIn(USER_EMAIL);
    expect((await member.api('POST', '/api/rest/account/deletion-code')).status).toBe(200);
    const response = await member.api('POST', '/api/rest/account/deletion-code');
    expect(response.status).toBe(429);
    expect(response.json.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.json.data.retryAfter).toBe(retryAfter);
  });

  it('wrong deletion codes spend an attempt budget: then 429, and the account stays', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    expect((await member.api('POST', '/api/rest/account/deletion-code')).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await member.api('DELETE', '/api/rest/account', { code: '000000' })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await server.countRows('user', `email = '${USER_EMAIL}'`)).toBe(1);
  });
});

describe('a mail server that is down', () => {
  it('makes sending a code 503 EMAIL_UNAVAILABLE, and costs no wait before the next try', async () => {
    const server = await testServer({
      database: 'pglite',
      env: { CODE_RESEND_SECONDS: '60', EMAIL_SERVER: 'smtp://127.0.0.1:1' },
      allowServerErrors: true,
    });
    const client = server.client();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await client.api('POST', '/api/auth/email-otp/send-verification-otp', {
        email: USER_EMAIL,
        type: 'sign-in',
      });
      expect(response.status, `attempt ${attempt + 1}`).toBe(503);
      expect(response.json.code).toBe('EMAIL_UNAVAILABLE');
      expect(response.headers.get('retry-after')).toBe('5');
    }
  });
});

describe.each(databases)('50 concurrent writers, on $kind', ({ kind }) => {
  it('store every acknowledged book, and the counter equals count(*)', async () => {
    const server = await testServer(kind);
    // One after another: a new code replaces the last one.
    const admins: TestClient[] = [];
    for (let index = 0; index < 5; index++) admins.push(await server.signIn(ADMIN_EMAIL));
    const genreId = await fictionId(server);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        admins[index % admins.length]!.api('POST', '/api/rest/books', {
          title: `Concurrent ${index}`,
          author: 'Many Hands',
          genreId,
        }),
      ),
    );
    const acknowledged = responses
      .filter((response) => response.status === 201)
      .map((response) => response.json.id);
    expect(acknowledged).toHaveLength(50);
    const stored = await server.query<{ id: string }>(
      'select id::text from book where id = any($1::uuid[])',
      [acknowledged],
    );
    expect(stored).toHaveLength(50);
    const [counts] = await server.query<{ counted: number; total: number }>(
      'select (select count(*)::int from book) as counted, (select total::int from book_count) as total',
    );
    expect(counts!.total).toBe(counts!.counted);
  });
});

describe('what an attacker tries next, on pglite', () => {
  it('e-mail change codes are throttled like sign-in codes: one a minute to an address', async () => {
    const server = await testServer({ database: 'pglite', env: { CODE_RESEND_SECONDS: '60' } });
    const member = await server.signIn(USER_EMAIL);
    const ask = () =>
      member.api('POST', '/api/auth/email-otp/request-email-change', { newEmail: 'outside@example.org' });
    expect((await ask()).status).toBe(200);
    const again = await ask();
    expect(again.status).toBe(429);
    expect(again.json.code).toBe('TOO_MANY_REQUESTS');
  });

  it('e-mail change codes are counted per sender too: a second address within a minute is 429', async () => {
    const server = await testServer({ database: 'pglite', env: { CODE_RESEND_SECONDS: '60' } });
    const member = await server.signIn(USER_EMAIL);
    const ask = (newEmail: string) =>
      member.api('POST', '/api/auth/email-otp/request-email-change', { newEmail });
    expect((await ask('first@example.org')).status).toBe(200);
    const second = await ask('second@example.org');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(server.smtp.messages.filter((message) => message.to.includes('second@example.org'))).toEqual([]);
  });

  it("wrong e-mail change codes spend the sender's budget, then even the right code is refused", async () => {
    const server = await testServer('pglite');
    const member = await server.signIn(USER_EMAIL);
    const before = server.smtp.messages.length;
    const target = 'new-address@example.org';
    expect(
      (await member.api('POST', '/api/auth/email-otp/request-email-change', { newEmail: target })).status,
    ).toBe(200);
    const code = await server.smtp.waitForCode(target, { after: before });
    const attempt = (otp: string) =>
      member.api('POST', '/api/auth/email-otp/change-email', { newEmail: target, otp });
    const codes: string[] = [];
    for (let tries = 0; tries < 5; tries++) codes.push((await attempt('000000')).json.code);
    // better-auth spends the code itself after three wrong tries; Folio's budget outlives a re-send.
    expect(codes).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'TOO_MANY_ATTEMPTS', 'INVALID_OTP']);
    const right = await attempt(code);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.countRows('user', `email = '${target}'`)).toBe(0);
    // The budget was the sender's: the address itself can still sign in (and sign up).
    expect((await server.client().signIn(target)).status).toBe(200);
  });

  it('no auth endpoint answers success for what it did not do', async () => {
    const server = await testServer('pglite');
    const admin = await server.signIn(ADMIN_EMAIL);
    const member = await server.signIn(USER_EMAIL);
    const [adminRow] = await server.query<{ id: string }>(
      `select id from "user" where email = '${ADMIN_EMAIL}'`,
    );
    await server.query(
      `insert into account (id, account_id, provider_id, user_id) values ('admins-account', 'gh-1', 'github', '${adminRow!.id}')`,
    );
    const [adminSession] = await server.query<{ token: string }>(
      `select token from session where user_id = '${adminRow!.id}'`,
    );
    const refusals: [string, unknown, number][] = [
      ['/api/auth/revoke-session', { token: adminSession!.token }, 404],
      ['/api/auth/unlink-account', { providerId: 'github', accountId: 'gh-1' }, 400],
      ['/api/auth/update-user', {}, 400],
      ['/api/auth/email-otp/change-email', { newEmail: 'never-asked@example.org', otp: '123456' }, 400],
      ['/api/auth/email-otp/request-email-change', { newEmail: USER_EMAIL }, 400],
      ['/api/auth/admin/stop-impersonating', {}, 400],
    ];
    for (const [path, body, status] of refusals) {
      expect((await member.api('POST', path, body)).status, path).toBe(status);
    }
    expect(await server.countRows('account', "id = 'admins-account'")).toBe(1);
    expect((await admin.session())?.user.email).toBe(ADMIN_EMAIL);
    expect((await member.session())?.user.email).toBe(USER_EMAIL);
    // Revoking "other sessions" ends only the caller's own others.
    expect((await member.api('POST', '/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await admin.session())?.user.email).toBe(ADMIN_EMAIL);
  });

  it('a failure the server did not expect answers 500 with a request id, never its query or stack', async () => {
    const server = await testServer({ database: 'pglite', allowServerErrors: true });
    const member = await server.signIn(USER_EMAIL);
    await server.query('alter table book_count rename to book_count_gone');
    const response = await member.api('GET', '/api/rest/books/count');
    expect(response.status).toBe(500);
    expect(response.json.requestId).toBe(response.headers.get('x-request-id'));
    for (const leak of ['book_count', 'Failed query', 'relation', 'select', ' at ', '.ts:', '.js:'])
      expect(response.text, leak).not.toContain(leak);
  });

  it('personal data is never cached: API answers say no-store', async () => {
    const server = await testServer('pglite');
    const member = await server.signIn(USER_EMAIL);
    for (const path of ['/api/rest/account/export', '/api/rest/books', '/api/auth/list-accounts']) {
      const response = await member.api('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('no secret in any log', () => {
  it('a sign-in, a wrong code and a session lookup that fails log no token, code or secret', async () => {
    const server = await testServer({ database: 'pglite', logLevel: 'debug', allowServerErrors: true });
    const member = server.client();
    const before = server.smtp.messages.length;
    await member.api('POST', '/api/auth/email-otp/send-verification-otp', {
      email: USER_EMAIL,
      type: 'sign-in',
    });
    const code = await server.smtp.waitForCode(USER_EMAIL, { after: before });
    expect(
      (await member.api('POST', '/api/auth/sign-in/email-otp', { email: USER_EMAIL, otp: '000000' })).status,
    ).toBe(400);
    expect((await member.submitCode(USER_EMAIL, code!)).status).toBe(200);
    const token = [...member.cookies.values()][0]!.split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);

    // better-auth logs why a session lookup failed, with the query that held the token.
    await server.db.connection.close();
    expect((await member.api('GET', '/api/auth/get-session')).status).toBe(503);

    const logged = JSON.stringify(server.logs);
    expect(server.logs.length).toBeGreaterThan(0);
    for (const secret of [token, code!, TEST_AUTH_SECRET]) expect(logged).not.toContain(secret);
  });
});
