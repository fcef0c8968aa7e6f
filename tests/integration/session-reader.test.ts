import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '~/server/db/schema';
import { statementsOf } from '~/server/http/server-timing';
import { oneDatabase } from '../support/test-database';
import { ADMIN_EMAIL, testServer, USER_EMAIL, type TestClient } from '../support/test-server';

const SESSION_COOKIE = 'better-auth.session_token';
const DAY_MS = 24 * 60 * 60 * 1000;
// Any query string is left to better-auth's own endpoint: the answer to compare with.
const BETTER_AUTH_GET_SESSION = '/api/auth/get-session?disableCookieCache=true';

const DONT_REMEMBER_COOKIE = 'better-auth.dont_remember';
const headersOf = (client: TestClient) => new Headers({ cookie: client.cookieHeader() });

/** What the reader (REST, the fast get-session) and better-auth (its own get-session) both say of a client. */
async function bothPaths(client: TestClient) {
  const rest = await client.api('GET', '/api/rest/books?limit=1');
  const fast = await client.api('GET', '/api/auth/get-session');
  const full = await client.api('GET', BETTER_AUTH_GET_SESSION);
  return { rest: rest.status, fast: fast.json?.user?.email ?? null, full: full.json?.user?.email ?? null };
}

/** The same 32 bytes in another base64 spelling: the last digit's two unused bits set. */
function otherSpelling(signature: string): string {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const last = digits.indexOf(signature[42]!);
  return `${signature.slice(0, 42)}${digits[last ^ 0b11]}=`;
}

/** The session's token, as stored (the cookie holds it signed). */
function tokenOf(client: TestClient): string {
  return decodeURIComponent(client.cookies.get(SESSION_COOKIE)!).split('.')[0]!;
}

describe.each(oneDatabase)('Reading the session on $kind', ({ kind }) => {
  it('answers as better-auth does: the same session and user, fields and headers', async () => {
    const server = await testServer({ database: kind, env: { SERVER_TIMING: 'true' } });
    for (const email of [USER_EMAIL, ADMIN_EMAIL]) {
      const person = await server.signIn(email);
      const read = await server.context.readSession(headersOf(person));
      expect(read?.user.email).toBe(email);
      expect(read).toEqual(await server.context.auth.api.getSession({ headers: headersOf(person) }));

      const fast = await person.api('GET', '/api/auth/get-session');
      const full = await person.api('GET', BETTER_AUTH_GET_SESSION);
      expect(fast.status).toBe(200);
      expect(fast.json).toEqual(full.json);
      expect(Object.keys(fast.json.user).sort()).toEqual(Object.keys(full.json.user).sort());
      for (const header of ['content-type', 'cache-control', 'pragma'])
        expect(fast.headers.get(header), header).toBe(full.headers.get(header));
      expect(fast.headers.getSetCookie()).toEqual([]);
      // One statement: the session with its user.
      expect(statementsOf(fast.headers.get('server-timing'))).toBe(1);
    }
  });

  it('finds no session without a cookie, or with a signature that is not the server’s', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    expect(await server.context.readSession(new Headers())).toBeNull();

    const signed = decodeURIComponent(user.cookies.get(SESSION_COOKIE)!);
    const forged = `${tokenOf(user)}.${Buffer.alloc(32, 7).toString('base64')}`;
    for (const value of [forged, tokenOf(user), `${signed}x`, `x${signed}`]) {
      user.cookies.set(SESSION_COOKIE, encodeURIComponent(value));
      expect(await server.context.readSession(headersOf(user)), value).toBeNull();
      expect(await server.context.auth.api.getSession({ headers: headersOf(user) }), value).toBeNull();
      const answer = await user.api('GET', '/api/auth/get-session');
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('null');
    }
  });

  it('refuses a revoked session on the very next request', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    expect((await user.api('GET', '/api/rest/books?limit=1')).status).toBe(200);
    await server.db.connection.db.delete(session).where(eq(session.token, tokenOf(user)));

    expect((await user.api('GET', '/api/rest/books?limit=1')).status).toBe(401);
    const answer = await user.api('GET', '/api/auth/get-session');
    expect(answer.text).toBe('null');
    // better-auth answered: it clears the cookie of a session that is gone.
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(
      true,
    );
  });

  it('leaves a refresh that is due to better-auth, which moves the expiry on', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const { db } = server.db.connection;
    // Last refreshed two days ago: better-auth refreshes a session once a day.
    const stale = new Date(Date.now() + 28 * DAY_MS);
    await db
      .update(session)
      .set({ expiresAt: stale })
      .where(eq(session.token, tokenOf(user)));

    expect(await server.context.readSession(headersOf(user))).toBeUndefined();
    const answer = await user.api('GET', '/api/auth/get-session');
    expect(answer.json.user.email).toBe(USER_EMAIL);
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(
      true,
    );
    const [row] = await db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(user)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    // Refreshed, it is read directly again.
    expect((await server.context.readSession(headersOf(user)))?.user.email).toBe(USER_EMAIL);
  });

  it('leaves an expired session to better-auth, which deletes it', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const { db } = server.db.connection;
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(user)));

    expect(await server.context.readSession(headersOf(user))).toBeUndefined();
    expect((await user.api('GET', '/api/auth/get-session')).text).toBe('null');
    expect(
      await db
        .select()
        .from(session)
        .where(eq(session.token, tokenOf(user))),
    ).toEqual([]);
    expect((await user.api('GET', '/api/rest/books?limit=1')).status).toBe(401);
  });

  it('accepts a cookie as better-auth does: quoted, or its signature spelled another way', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const signed = decodeURIComponent(user.cookies.get(SESSION_COOKIE)!);
    const signature = signed.slice(signed.lastIndexOf('.') + 1);
    const respelled = `${tokenOf(user)}.${otherSpelling(signature)}`;
    expect(respelled).not.toBe(signed);
    for (const value of [`"${user.cookies.get(SESSION_COOKIE)!}"`, encodeURIComponent(respelled)]) {
      user.cookies.set(SESSION_COOKIE, value);
      expect((await server.context.readSession(headersOf(user)))?.user.email, value).toBe(USER_EMAIL);
      expect(await bothPaths(user), value).toEqual({ rest: 200, fast: USER_EMAIL, full: USER_EMAIL });
    }
  });

  it('refuses a banned person’s session on every path, though its row is still there', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const cookie = user.cookies.get(SESSION_COOKIE)!;
    /** Both paths, with the session cookie as signed in (a refusal's answer clears it). */
    const withCookie = () => {
      user.cookies.set(SESSION_COOKIE, cookie);
      return bothPaths(user);
    };
    const ban = (expires: Date | null) =>
      server.query('update "user" set banned = true, ban_expires = $2 where email = $1', [
        USER_EMAIL,
        expires,
      ]);

    await ban(new Date(Date.now() + DAY_MS));
    expect(await server.context.readSession(headersOf(user))).toBeNull();
    expect(await withCookie()).toEqual({ rest: 401, fast: null, full: null });
    await ban(null);
    expect(await withCookie()).toEqual({ rest: 401, fast: null, full: null });
    expect(
      await server.countRows('session', `user_id = (select id from "user" where email = '${USER_EMAIL}')`),
    ).toBe(1);
    // A ban that has run out no longer stands in the way.
    await ban(new Date(Date.now() - 1000));
    expect(await withCookie()).toEqual({ rest: 200, fast: USER_EMAIL, full: USER_EMAIL });
  });

  describe('an impersonation', () => {
    async function impersonating(server: Awaited<ReturnType<typeof testServer>>) {
      const admin = await server.signIn(ADMIN_EMAIL);
      const [member] = await server.query<{ id: string }>('select id from "user" where email = $1', [
        USER_EMAIL,
      ]);
      const started = await admin.api('POST', '/api/auth/admin/impersonate-user', { userId: member!.id });
      expect(started.status, started.text).toBe(200);
      // The admin's client drops the "don't remember" cookie better-auth sets: nothing may refresh the hour.
      expect(admin.cookies.delete(DONT_REMEMBER_COOKIE)).toBe(true);
      const [row] = await server.query<{ id: string; created_at: Date; expires_at: Date }>(
        'select id, created_at, expires_at from session where impersonated_by is not null',
      );
      return { admin, row: row! };
    }

    it('lasts its hour whatever is refreshed, and not a moment past it', async () => {
      const server = await testServer(kind);
      const { admin, row } = await impersonating(server);
      const hourEnd = row.created_at.getTime() + 60 * 60_000;
      expect(row.expires_at.getTime()).toBeLessThanOrEqual(hourEnd);

      expect(await bothPaths(admin)).toEqual({ rest: 200, fast: USER_EMAIL, full: USER_EMAIL });
      const answer = await admin.api('GET', BETTER_AUTH_GET_SESSION);
      expect(new Date(answer.json.session.expiresAt).getTime()).toBeLessThanOrEqual(hourEnd);
      expect(answer.headers.getSetCookie().join('\n')).not.toMatch(/Max-Age=2592000/i);
      const [after] = await server.query<{ expires_at: Date }>(
        'select expires_at from session where id = $1',
        [row.id],
      );
      expect(after!.expires_at.getTime()).toBeLessThanOrEqual(hourEnd);

      // Started 61 minutes ago, with a row that says a month (as a refresh once wrote): it has ended.
      await server.query('update session set created_at = $2, expires_at = $3 where id = $1', [
        row.id,
        new Date(Date.now() - 61 * 60_000),
        new Date(Date.now() + 30 * DAY_MS),
      ]);
      expect(await server.context.readSession(headersOf(admin))).toBeUndefined();
      expect(await bothPaths(admin)).toEqual({ rest: 401, fast: null, full: null });
    });

    it('ends at once when the admin behind it loses the role or is banned', async () => {
      const server = await testServer(kind);
      for (const change of [
        `update "user" set role = 'user' where email = '${ADMIN_EMAIL}'`,
        `update "user" set banned = true where email = '${ADMIN_EMAIL}'`,
      ]) {
        const { admin } = await impersonating(server);
        expect(await bothPaths(admin)).toEqual({ rest: 200, fast: USER_EMAIL, full: USER_EMAIL });
        await server.query(change);
        expect(await server.context.readSession(headersOf(admin)), change).toBeNull();
        expect(await bothPaths(admin), change).toEqual({ rest: 401, fast: null, full: null });
        await server.query(`update "user" set role = 'admin', banned = false where email = '${ADMIN_EMAIL}'`);
      }
    });
  });
});
