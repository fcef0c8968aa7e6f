import { describe, expect, it } from 'vitest';
import { oneDatabase } from '../support/test-database';
import { ADMIN_EMAIL, testServer, USER_EMAIL, type TestServer } from '../support/test-server';

/** A request as curl makes it: no cookie jar, no Origin, JSON in and out. */
async function curl(server: TestServer, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(new URL(path, server.url), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : null };
}

/** docs/api.md's native-app sign-in: send a code, verify it, keep the token the answer carries. */
async function signInWithoutCookies(server: TestServer, email: string) {
  const before = server.smtp.messages.length;
  const sent = await curl(server, 'POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  expect(sent.status, sent.text).toBe(200);
  const otp = await server.smtp.waitForCode(email, { after: before });
  const signedIn = await curl(server, 'POST', '/api/auth/sign-in/email-otp', { email, otp });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { answer: signedIn, token: signedIn.headers.get('set-auth-token') };
}

describe.each(oneDatabase)('a native app signs in without cookies on $kind', ({ kind }) => {
  it('gets a bearer token for the session, uses it on REST and auth, and signing out revokes it', async () => {
    const server = await testServer(kind);
    const { token } = await signInWithoutCookies(server, USER_EMAIL);
    expect(token).toBeTruthy();

    const books = await curl(server, 'GET', '/api/rest/books', undefined, token!);
    expect(books.status, books.text).toBe(200);
    const session = await curl(server, 'GET', '/api/auth/get-session', undefined, token!);
    expect(session.json.user.email).toBe(USER_EMAIL);
    // The same session an admin sees and can end on the person's page.
    const admin = await server.signIn(ADMIN_EMAIL);
    const sessions = await admin.api('GET', `/api/rest/users/${session.json.user.id}/sessions`);
    expect(sessions.json.map((row: { id: string }) => row.id)).toContain(session.json.session.id);
    // Writes need no Origin from a client that holds no cookie; a member still may not make books.
    const made = await curl(server, 'POST', '/api/rest/books', { title: 'x' }, token!);
    expect(made.status).toBe(403);

    const out = await curl(server, 'POST', '/api/auth/sign-out', {}, token!);
    expect(out.status, out.text).toBe(200);
    expect((await curl(server, 'GET', '/api/rest/books', undefined, token!)).status).toBe(401);
    expect((await curl(server, 'GET', '/api/auth/get-session', undefined, token!)).json).toBeNull();
    expect(await server.countRows('session', 'id = $1', [session.json.session.id])).toBe(0);
  });

  it('refuses an unsigned or altered token, and an admin revoking the session ends it at once', async () => {
    const server = await testServer(kind);
    const { token } = await signInWithoutCookies(server, USER_EMAIL);
    const raw = decodeURIComponent(token!).split('.')[0]!;
    for (const wrong of [raw, `${raw}.${'A'.repeat(43)}=`])
      expect((await curl(server, 'GET', '/api/rest/books', undefined, wrong)).status).toBe(401);
    const session = await curl(server, 'GET', '/api/auth/get-session', undefined, token!);
    const admin = await server.signIn(ADMIN_EMAIL);
    const revoked = await admin.api('DELETE', `/api/rest/users/${session.json.user.id}/sessions`);
    expect(revoked.status, revoked.text).toBe(200);
    expect((await curl(server, 'GET', '/api/rest/books', undefined, token!)).status).toBe(401);
  });

  it('keeps the second step: with an authenticator app on, the code alone gives no token', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    await server.query(`update "user" set two_factor_enabled = true where email = $1`, [USER_EMAIL]);
    const { answer, token } = await signInWithoutCookies(server, USER_EMAIL);
    expect(answer.json).toMatchObject({ twoFactorRedirect: true });
    expect(token).toBeNull();
    expect(member).toBeTruthy();
  });
});
