import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { oneDatabase } from '../support/test-database';
import { ADMIN_EMAIL, testServer, USER_EMAIL, type TestServer } from '../support/test-server';

const NEW_EMAIL = 'new.reader@example.org';

function sessionsOf(server: TestServer, email: string) {
  return server.countRows('session', 'user_id in (select id from "user" where email = $1)', [email]);
}

async function storedCodes(server: TestServer, email: string) {
  return server.query<{ value: string; expires_at: Date }>(
    'select value, expires_at from verification where identifier = $1',
    [`sign-in-otp-${email}`],
  );
}

describe.each(oneDatabase)('sign-in with an e-mail code on $kind', ({ kind }) => {
  it('signs in with the right code: the session cookie works and a session row exists', async () => {
    const server = await testServer(kind);
    const client = server.client();
    expect(await client.session()).toBeNull();

    expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
    const code = await server.smtp.waitForCode(USER_EMAIL);
    const signedIn = await client.submitCode(USER_EMAIL, code);

    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.email).toBe(USER_EMAIL);
    const session = await client.session();
    expect(session?.user.email).toBe(USER_EMAIL);
    expect(session?.user.role).toBe('user');
    expect(await sessionsOf(server, USER_EMAIL)).toBe(1);
    // The code is used up.
    expect(await storedCodes(server, USER_EMAIL)).toEqual([]);
    // Another browser without the cookie is not signed in.
    expect(await server.client().session()).toBeNull();
  });

  it('stores only a hash of the code, never the code itself', async () => {
    const server = await testServer(kind);
    await server.client().sendCode(USER_EMAIL);
    const code = await server.smtp.waitForCode(USER_EMAIL);

    const rows = await storedCodes(server, USER_EMAIL);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.value;
    expect(stored).not.toContain(code);
    const sha256 = createHash('sha256').update(code).digest('base64url');
    expect(stored.split(':')[0]).toBe(sha256);
  });

  it('refuses a wrong code with 400 INVALID_OTP and creates no session', async () => {
    const server = await testServer(kind);
    const client = server.client();
    await client.sendCode(USER_EMAIL);
    const code = await server.smtp.waitForCode(USER_EMAIL);

    const response = await client.submitCode(USER_EMAIL, wrongCode(code));

    expect(response.status).toBe(400);
    expect(response.json.code).toBe('INVALID_OTP');
    expect(await client.session()).toBeNull();
    expect(await sessionsOf(server, USER_EMAIL)).toBe(0);
  });

  it('after three wrong codes refuses even the right one', async () => {
    const server = await testServer(kind);
    const client = server.client();
    await client.sendCode(USER_EMAIL);
    const code = await server.smtp.waitForCode(USER_EMAIL);

    for (let attempt = 1; attempt <= 3; attempt++) {
      const wrong = await client.submitCode(USER_EMAIL, wrongCode(code, attempt));
      expect(wrong.status, `wrong attempt ${attempt}`).toBe(400);
      expect(wrong.json.code).toBe('INVALID_OTP');
    }
    const right = await client.submitCode(USER_EMAIL, code);

    expect([400, 403]).toContain(right.status);
    expect(['TOO_MANY_ATTEMPTS', 'INVALID_OTP']).toContain(right.json.code);
    expect(await client.session()).toBeNull();
    expect(await sessionsOf(server, USER_EMAIL)).toBe(0);
  });

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const server = await testServer(kind);
    const client = server.client();
    await client.sendCode(USER_EMAIL);
    const code = await server.smtp.waitForCode(USER_EMAIL);
    const [stored] = await storedCodes(server, USER_EMAIL);
    // Valid for five minutes from now (a little slack for a slow machine).
    const validFor = new Date(stored!.expires_at).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(4 * 60_000);
    expect(validFor).toBeLessThanOrEqual(5 * 60_000);

    await server.query(
      `update verification set expires_at = now() - interval '1 second' where identifier = $1`,
      [`sign-in-otp-${USER_EMAIL}`],
    );
    const response = await client.submitCode(USER_EMAIL, code);

    expect(response.status).toBe(400);
    expect(response.json.code).toBe('OTP_EXPIRED');
    expect(await client.session()).toBeNull();
    expect(await sessionsOf(server, USER_EMAIL)).toBe(0);
  });

  it('signs up an unknown address: a new user who has not been onboarded', async () => {
    const server = await testServer(kind);
    const usersBefore = await server.countRows('user');
    expect(await server.countRows('user', 'email = $1', [NEW_EMAIL])).toBe(0);

    const client = await server.signIn(NEW_EMAIL);

    expect((await client.session())?.user.email).toBe(NEW_EMAIL);
    expect(await server.countRows('user')).toBe(usersBefore + 1);
    const rows = await server.query<{ role: string; onboarded_at: Date | null; email_verified: boolean }>(
      'select role, onboarded_at, email_verified from "user" where email = $1',
      [NEW_EMAIL],
    );
    expect(rows).toEqual([{ role: 'user', onboarded_at: null, email_verified: true }]);
    expect(await sessionsOf(server, NEW_EMAIL)).toBe(1);
  });

  it('matches the address case-insensitively', async () => {
    const server = await testServer(kind);
    const usersBefore = await server.countRows('user');

    const client = await server.signIn('User@User.com');

    expect((await client.session())?.user.email).toBe(USER_EMAIL);
    expect(await server.countRows('user')).toBe(usersBefore);
  });

  it('refuses a banned member even with the right code', async () => {
    const server = await testServer(kind);
    const [banned] = await server.query<{ email: string }>(
      'select email from "user" where banned and (ban_expires is null or ban_expires > now()) order by email limit 1',
    );
    expect(banned, 'the seed has a banned member').toBeDefined();
    const client = server.client();
    await client.sendCode(banned!.email);
    const code = await server.smtp.waitForCode(banned!.email);

    const response = await client.submitCode(banned!.email, code);

    expect(response.status).toBe(403);
    expect(response.json.code).toBe('BANNED_USER');
    expect(await client.session()).toBeNull();
    expect(await sessionsOf(server, banned!.email)).toBe(0);
  });

  describe('with SIGNUP_ENABLED=false', () => {
    it('refuses an unknown address with 403 SIGNUP_DISABLED, sends nothing and creates no user', async () => {
      const server = await testServer({ database: kind, env: { SIGNUP_ENABLED: 'false' } });
      const client = server.client();
      const usersBefore = await server.countRows('user');

      const sent = await client.sendCode(NEW_EMAIL);
      expect(sent.status).toBe(403);
      expect(sent.json.code).toBe('SIGNUP_DISABLED');
      const guessed = await client.submitCode(NEW_EMAIL, '123456');
      expect(guessed.status).toBe(403);
      expect(guessed.json.code).toBe('SIGNUP_DISABLED');

      // A known account still signs in; by then any e-mail to the unknown address would have arrived too.
      const admin = await server.signIn(ADMIN_EMAIL);
      expect((await admin.session())?.user.role).toBe('admin');
      expect(server.smtp.messages.map((message) => message.to)).toEqual([[ADMIN_EMAIL]]);
      expect(await server.countRows('user', 'email = $1', [NEW_EMAIL])).toBe(0);
      expect(await server.countRows('user')).toBe(usersBefore);
      expect(await server.countRows('verification', 'identifier like $1', [`%${NEW_EMAIL}`])).toBe(0);
    });

    it('compares addresses case-insensitively: a known one in capitals signs in, an unknown one does not', async () => {
      const server = await testServer({ database: kind, env: { SIGNUP_ENABLED: 'false' } });

      const refused = await server.client().sendCode('New.Reader@Example.ORG');
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('SIGNUP_DISABLED');

      const admin = await server.signIn('Admin@Admin.COM');
      expect((await admin.session())?.user.email).toBe(ADMIN_EMAIL);
      expect(await server.countRows('user', 'lower(email) = $1', [NEW_EMAIL])).toBe(0);
    });
  });

  it('sends an e-mail with a text and an HTML part that state the code and its validity', async () => {
    const server = await testServer(kind);
    await server.client().sendCode(USER_EMAIL);
    const message = await server.smtp.waitForEmail(USER_EMAIL);
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];

    expect(code).toMatch(/^\d{6}$/);
    expect(message.to).toEqual([USER_EMAIL]);
    expect(message.subject).toContain(code);
    expect(message.text).toContain('5 minutes');
    expect(message.html).toContain(code);
    expect(message.html).toContain('5 minutes');
    expect(message.html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    // The HTML part is markup, not the text part again.
    expect(message.html).not.toBe(message.text);
  });

  it('sends a different random 6-digit code each time, and only the newest one works', async () => {
    const server = await testServer(kind);
    const client = server.client();
    await client.sendCode(USER_EMAIL);
    const first = await server.smtp.waitForCode(USER_EMAIL);
    await client.sendCode(USER_EMAIL);
    const second = await server.smtp.waitForCode(USER_EMAIL, { after: 1 });

    expect(first).toMatch(/^\d{6}$/);
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);
    const stale = await client.submitCode(USER_EMAIL, first);
    expect(stale.status).toBe(400);
    expect(stale.json.code).toBe('INVALID_OTP');
    expect((await client.submitCode(USER_EMAIL, second)).status).toBe(200);
  });
});

/** A 6-digit code that differs from `code` (a different one for each `variant`). */
function wrongCode(code: string, variant = 1): string {
  return String((Number(code) + variant * 111_111) % 1_000_000).padStart(6, '0');
}
