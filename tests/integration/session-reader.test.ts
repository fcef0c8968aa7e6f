import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '~/server/db/schema';
import { statementsOf } from '~/server/http/server-timing';
import { databases } from '../support/test-database';
import { ADMIN_EMAIL, testServer, USER_EMAIL, type TestClient } from '../support/test-server';

const SESSION_COOKIE = 'better-auth.session_token';
const DAY_MS = 24 * 60 * 60 * 1000;
// Any query string is left to better-auth's own endpoint: the answer to compare with.
const BETTER_AUTH_GET_SESSION = '/api/auth/get-session?disableCookieCache=true';

const headersOf = (client: TestClient) => new Headers({ cookie: client.cookieHeader() });

/** The session's token, as stored (the cookie holds it signed). */
function tokenOf(client: TestClient): string {
  return decodeURIComponent(client.cookies.get(SESSION_COOKIE)!).split('.')[0]!;
}

describe.each(databases)('Reading the session on $kind', ({ kind }) => {
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
});
