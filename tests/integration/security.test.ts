import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpTools } from '~/api/mcp/tools';
import { router } from '~/api/router';
import { createApiHandler } from '~/server/api/handler';
import { startHttpServer } from '~/server/http/node-server';
import { refuseCrossSiteRequest } from '~/server/security/cross-site';
import { secureFetch } from '~/server/security/secure-fetch';
import { SESSION_ABSOLUTE_MAX_DAYS } from '~/server/security/session-rule';
import { oneDatabase } from '../support/test-database';
import { ADMIN_EMAIL, testServer, USER_EMAIL, type TestServer } from '../support/test-server';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVIL_ORIGIN = 'https://evil.example';

/**
 * The test server's API handler behind the same secureFetch wrapper src/server.ts puts in front of the
 * app, on a second port. Its BASE_URL stays the test server's, so requests claim that origin.
 */
async function securedFront(server: TestServer) {
  const front = await startHttpServer({
    port: 0,
    host: '127.0.0.1',
    clientDir: path.resolve('tests/support/no-client-files'),
    trustedProxy: false,
    fetch: secureFetch(createApiHandler(server.context, router, mcpTools), { baseUrl: server.env.BASE_URL }),
    onError: (error) => server.logs.push({ level: 50, msg: 'front server error', err: String(error) }),
    forceCloseAfterMs: 1_000,
  });
  const send = async (
    method: string,
    pathname: string,
    options: { origin?: string; fetchSite?: string; cookie?: string; body?: unknown } = {},
  ) => {
    const headers = new Headers({ Accept: 'application/json' });
    if (options.origin) headers.set('Origin', options.origin);
    if (options.fetchSite) headers.set('Sec-Fetch-Site', options.fetchSite);
    if (options.cookie) headers.set('Cookie', options.cookie);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await fetch(new URL(pathname, front.url), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await response.text();
    let json: { code?: string } | null = null;
    try {
      json = text ? (JSON.parse(text) as { code?: string }) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, json, text, headers: response.headers };
  };
  return { url: front.url, send, close: () => front.close() };
}

async function genreId(server: TestServer): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id from genre limit 1');
  return row!.id;
}

describe('refuseCrossSiteRequest', () => {
  const ours = 'https://folio.example';
  const post = (headers: Record<string, string>, url = `${ours}/_serverFn/abc`): Response | null =>
    refuseCrossSiteRequest(new Request(url, { method: 'POST', headers }), ours);

  it('lets safe methods through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(
        refuseCrossSiteRequest(
          new Request(`${ours}/api/auth/sign-out`, {
            method,
            headers: { Origin: EVIL_ORIGIN, 'Sec-Fetch-Site': 'cross-site' },
          }),
          ours,
        ),
      ).toBeNull();
  });

  it('refuses another origin, a sibling site, a cross-site fetch and a cookie without any origin', async () => {
    const refused: Array<Record<string, string>> = [
      { Origin: EVIL_ORIGIN },
      { Origin: 'null' },
      { Origin: 'http://folio.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: ours },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.folio.example' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Cookie: 'better-auth.session_token=x' },
    ];
    for (const headers of refused) {
      const response = post(headers);
      expect(response?.status, JSON.stringify(headers)).toBe(403);
      expect(await response!.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    }
  });

  it('allows our own origin, and header-less calls without cookies (curl, servers)', () => {
    expect(post({ Origin: ours, 'Sec-Fetch-Site': 'same-origin' })).toBeNull();
    expect(post({ Origin: ours })).toBeNull();
    expect(post({ 'Sec-Fetch-Site': 'same-origin', Cookie: 'a=b' })).toBeNull();
    expect(post({})).toBeNull();
  });
});

describe.each(oneDatabase)('HTTP security on $kind', ({ kind }) => {
  it('refuses cross-origin state changes on auth, RPC and REST with 403, changing nothing', async () => {
    const server = await testServer(kind);
    const front = await securedFront(server);
    try {
      const admin = await server.signIn(ADMIN_EMAIL);
      const cookie = admin.cookieHeader();
      const genre = await genreId(server);
      const book = { title: 'Forged', author: 'Mallory', genreId: genre };
      const books = await server.countRows('book');
      const sessions = await server.countRows('session');

      for (const attempt of [
        { origin: EVIL_ORIGIN },
        { origin: EVIL_ORIGIN, fetchSite: 'cross-site' },
        { fetchSite: 'cross-site' },
        {},
      ]) {
        const label = JSON.stringify(attempt);
        const signOut = await front.send('POST', '/api/auth/sign-out', { ...attempt, cookie, body: {} });
        expect(signOut.status, label).toBe(403);
        expect(signOut.json?.code, label).toBe('CROSS_SITE_REQUEST');
        const rest = await front.send('POST', '/api/rest/books', { ...attempt, cookie, body: book });
        expect(rest.status, label).toBe(403);
        expect(rest.json?.code, label).toBe('CROSS_SITE_REQUEST');
        const rpc = await front.send('POST', '/api/rpc/books/create', {
          ...attempt,
          cookie,
          body: { json: book },
        });
        expect(rpc.status, label).toBe(403);
        expect(rpc.json?.code, label).toBe('CROSS_SITE_REQUEST');
        expect(rpc.headers.get('x-content-type-options')).toBe('nosniff');
      }

      expect(await server.countRows('book')).toBe(books);
      expect(await server.countRows('session')).toBe(sessions);
      expect((await admin.session())?.user.email).toBe(ADMIN_EMAIL);

      // The same requests from our own origin go through.
      const own = { origin: server.url, fetchSite: 'same-origin', cookie };
      const created = await front.send('POST', '/api/rest/books', { ...own, body: book });
      expect(created.status, created.text).toBe(201);
      expect(await server.countRows('book')).toBe(books + 1);
      const signedOut = await front.send('POST', '/api/auth/sign-out', { ...own, body: {} });
      expect(signedOut.status, signedOut.text).toBe(200);
      expect(await admin.session()).toBeNull();
    } finally {
      await front.close();
    }
  });

  it('lets a header-less call without cookies reach the app, which then decides (401 here)', async () => {
    const server = await testServer(kind);
    const front = await securedFront(server);
    try {
      const response = await front.send('POST', '/api/rest/books', {
        body: { title: 'x', author: 'y', genreId: await genreId(server) },
      });
      expect(response.status).toBe(401);
    } finally {
      await front.close();
    }
  });

  it('never changes state on GET, even from our own origin', async () => {
    const server = await testServer(kind);
    const front = await securedFront(server);
    try {
      const user = await server.signIn(USER_EMAIL);
      const admin = await server.signIn(ADMIN_EMAIL);
      const books = await server.countRows('book');
      const sessions = await server.countRows('session');
      const genre = await genreId(server);
      const input = encodeURIComponent(JSON.stringify({ json: { title: 'G', author: 'G', genreId: genre } }));
      for (const [pathname, cookie] of [
        ['/api/auth/sign-out', user.cookieHeader()],
        ['/api/auth/revoke-sessions', user.cookieHeader()],
        [`/api/rpc/books/create?data=${input}`, admin.cookieHeader()],
        ['/api/rest/books/create', admin.cookieHeader()],
      ] as const) {
        const response = await front.send('GET', pathname, { origin: server.url, cookie });
        expect(response.status, pathname).toBeGreaterThanOrEqual(400);
      }
      expect(await server.countRows('book')).toBe(books);
      expect(await server.countRows('session')).toBe(sessions);
      expect((await user.session())?.user.email).toBe(USER_EMAIL);
    } finally {
      await front.close();
    }
  });

  it('adds nosniff and Referrer-Policy to API responses, and HSTS only over https', async () => {
    const server = await testServer(kind);
    const front = await securedFront(server);
    try {
      const health = await front.send('GET', '/api/health');
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(health.headers.get('strict-transport-security')).toBeNull();
      const reference = await front.send('GET', '/api/openapi/app');
      const csp = reference.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    } finally {
      await front.close();
    }
    const secure = secureFetch(async () => new Response('ok'), { baseUrl: 'https://folio.example' });
    const response = await secure(new Request('https://folio.example/api/health'));
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('reads the session from the database on every request: revocation and role changes apply at once', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    expect((await user.session())?.user.role).toBe('user');
    await server.query(`update "user" set role = 'admin' where email = $1`, [USER_EMAIL]);
    expect((await user.session())?.user.role).toBe('admin');
    await server.query(`delete from session where user_id = (select id from "user" where email = $1)`, [
      USER_EMAIL,
    ]);
    expect(await user.session()).toBeNull();
  });
});

/** Signs in through better-auth's handler directly, at the given BASE_URL, and returns its Set-Cookie. */
async function signInAt(server: TestServer, email: string): Promise<string[]> {
  const base = server.env.BASE_URL;
  const post = (pathname: string, body: unknown) =>
    server.context.auth.handler(
      new Request(new URL(pathname, base), {
        method: 'POST',
        headers: { Origin: new URL(base).origin, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const before = server.smtp.messages.length;
  expect((await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(
    200,
  );
  const otp = await server.smtp.waitForCode(email, { after: before });
  const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp });
  expect(signedIn.status).toBe(200);
  return signedIn.headers.getSetCookie();
}

function attributesOf(setCookie: string) {
  const [pair = '', ...rest] = setCookie.split(';').map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf('='));
  const attributes = new Map(
    rest.map((attribute) => {
      const [key = '', value = ''] = attribute.split('=');
      return [key.toLowerCase(), value] as const;
    }),
  );
  return { name, attributes };
}

describe.each(oneDatabase)('session cookies and lifetime on $kind', ({ kind }) => {
  it('over https: __Host- prefix, Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const server = await testServer({ database: kind, env: { BASE_URL: 'https://folio.example' } });
    const cookies = (await signInAt(server, USER_EMAIL)).map(attributesOf);
    const session = cookies.find((cookie) => cookie.name.endsWith('.session_token'));
    expect(session?.name).toBe('__Host-better-auth.session_token');
    for (const { name, attributes } of cookies) {
      expect(name, name).toMatch(/^__Host-/);
      expect(attributes.has('secure'), name).toBe(true);
      expect(attributes.has('httponly'), name).toBe(true);
      expect(attributes.get('samesite')?.toLowerCase(), name).toBe('lax');
      expect(attributes.get('path'), name).toBe('/');
      expect(attributes.has('domain'), name).toBe(false);
    }
    // A 30-day rolling cookie.
    expect(Number(session?.attributes.get('max-age'))).toBe(30 * 24 * 60 * 60);
  });

  it('over http: HttpOnly, SameSite=Lax, Path=/, neither Secure nor a __Host-/__Secure- prefix', async () => {
    const server = await testServer(kind);
    const cookies = (await signInAt(server, USER_EMAIL)).map(attributesOf);
    const session = cookies.find((cookie) => cookie.name.endsWith('.session_token'));
    expect(session?.name).toBe('better-auth.session_token');
    for (const { name, attributes } of cookies) {
      expect(name, name).not.toMatch(/^__(Host|Secure)-/);
      expect(attributes.has('secure'), name).toBe(false);
      expect(attributes.has('httponly'), name).toBe(true);
      expect(attributes.get('samesite')?.toLowerCase(), name).toBe('lax');
      expect(attributes.get('path'), name).toBe('/');
    }
  });

  it(`ends a session ${SESSION_ABSOLUTE_MAX_DAYS} days after sign-in however active it stays`, async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const [{ id }] = (await server.query<{ id: string }>(
      'select s.id from session s join "user" u on u.id = s.user_id where u.email = $1',
      [USER_EMAIL],
    )) as [{ id: string }];
    const setAge = (createdDaysAgo: number, expiresInMs: number) =>
      server.query('update session set created_at = $2, updated_at = $2, expires_at = $3 where id = $1', [
        id,
        new Date(Date.now() - createdDaysAgo * DAY_MS),
        new Date(Date.now() + expiresInMs),
      ]);
    const expiresAt = async () =>
      (await server.query<{ expires_at: Date }>('select expires_at from session where id = $1', [id]))[0]
        ?.expires_at;

    // Active, half a day before the maximum: the refresh stops at the maximum, not 30 days on.
    await setAge(SESSION_ABSOLUTE_MAX_DAYS - 0.5, 60 * 60 * 1000);
    expect((await user.session())?.user.email).toBe(USER_EMAIL);
    const capped = (await expiresAt())!.getTime();
    expect(capped).toBeLessThanOrEqual(Date.now() + 0.5 * DAY_MS + 1000);
    expect(capped).toBeGreaterThan(Date.now() + 0.5 * DAY_MS - 60_000);

    // Active and past the maximum: this request is the last one the session serves.
    await setAge(SESSION_ABSOLUTE_MAX_DAYS + 0.01, 60 * 60 * 1000);
    await user.session();
    expect(await user.session()).toBeNull();

    // A young session still rolls for the full 30 days.
    const admin = await server.signIn(ADMIN_EMAIL);
    await server.query(
      `update session set expires_at = $1 where user_id = (select id from "user" where email = $2)`,
      [new Date(Date.now() + 60 * 60 * 1000), ADMIN_EMAIL],
    );
    expect((await admin.session())?.user.email).toBe(ADMIN_EMAIL);
    const [rolled] = await server.query<{ expires_at: Date }>(
      'select expires_at from session where user_id = (select id from "user" where email = $1)',
      [ADMIN_EMAIL],
    );
    expect(rolled!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });
});
