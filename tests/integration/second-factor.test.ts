import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, oidcCookies } from '../../e2e/support/oidc';
import { startOidcProvider, type OidcProvider } from '../../e2e/support/oidc-provider';
import { codeOf } from '../../e2e/support/authenticator-app';
import { oneDatabase } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
} from '../support/test-server';

/** What enrolment showed: the authenticator's secret (as a TOTP generator) and the backup codes. */
interface Enrolled {
  totp: OTPAuth.TOTP;
  backupCodes: string[];
}

/** A code from the authenticator app, `offset` periods away from now. */
function codeAt(totp: OTPAuth.TOTP, offset: number): string {
  return totp.generate({ timestamp: Date.now() + offset * totp.period * 1000 });
}

/** A six-digit code the authenticator would never show around now. */
function wrongCode(totp: OTPAuth.TOTP): string {
  const near = new Set([-1, 0, 1].map((offset) => codeAt(totp, offset)));
  let code = 0;
  while (near.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

/** Turns on the authenticator app for a signed-in client, as the account card does. */
async function enrol(client: TestClient): Promise<Enrolled> {
  const enabled = await client.api('POST', '/api/auth/two-factor/enable', {});
  expect(enabled.status, enabled.text).toBe(200);
  const totp = OTPAuth.URI.parse(enabled.json.totpURI as string) as OTPAuth.TOTP;
  const confirmed = await client.api('POST', '/api/auth/two-factor/verify-totp', {
    code: await codeOf(totp),
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { totp, backupCodes: enabled.json.backupCodes as string[] };
}

/** Whether the person with this e-mail has their second factor on. */
async function factorOn(server: TestServer, email: string): Promise<boolean> {
  const [row] = await server.query<{ on: boolean }>(
    'select two_factor_enabled as on from "user" where email = $1',
    [email],
  );
  return row!.on;
}

async function userId(server: TestServer, email: string): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id from "user" where email = $1', [email]);
  return row!.id;
}

function auditRows(server: TestServer, action: string) {
  return server.query<{ actor_email: string | null; target_label: string | null; detail: unknown }>(
    'select actor_email, target_label, detail from audit_event where action = $1 order by created_at',
    [action],
  );
}

/** The first factor (an e-mail code) of a person with a second factor: no session, a pending second step. */
async function firstFactor(server: TestServer, email: string): Promise<TestClient> {
  const client = server.client();
  const answer = await client.signIn(email);
  expect(answer.json).toMatchObject({ twoFactorRedirect: true });
  expect(await client.session()).toBeNull();
  return client;
}

describe.each(oneDatabase)('the second factor on $kind', ({ kind }) => {
  it('is set up with a first code, then an e-mail code gives no session until the second step passes', async () => {
    const server = await testServer(kind);
    const owner = await server.signIn(USER_EMAIL);
    const enabled = await owner.api('POST', '/api/auth/two-factor/enable', {});
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.json.backupCodes).toHaveLength(10);
    // Not on before a first code confirms it: a sign-in still needs the e-mail code alone.
    expect(await factorOn(server, USER_EMAIL)).toBe(false);
    const totp = OTPAuth.URI.parse(enabled.json.totpURI as string) as OTPAuth.TOTP;
    const wrong = await owner.api('POST', '/api/auth/two-factor/verify-totp', { code: wrongCode(totp) });
    expect([wrong.status, wrong.json.code]).toEqual([401, 'INVALID_CODE']);
    const confirmed = await owner.api('POST', '/api/auth/two-factor/verify-totp', {
      code: await codeOf(totp),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await factorOn(server, USER_EMAIL)).toBe(true);
    expect(await auditRows(server, 'second_factor.enabled')).toEqual([
      expect.objectContaining({ actor_email: USER_EMAIL, target_label: USER_EMAIL }),
    ]);

    const signingIn = await firstFactor(server, USER_EMAIL);
    const refused = await signingIn.api('POST', '/api/auth/two-factor/verify-totp', {
      code: wrongCode(totp),
    });
    expect([refused.status, refused.json.code]).toEqual([401, 'INVALID_CODE']);
    expect(await signingIn.session()).toBeNull();
    const passed = await signingIn.api('POST', '/api/auth/two-factor/verify-totp', {
      code: await codeOf(totp),
    });
    expect(passed.status, passed.text).toBe(200);
    expect((await signingIn.session())?.user.email).toBe(USER_EMAIL);
    const signIns = await auditRows(server, 'auth.signed_in');
    expect(signIns.at(-1)).toMatchObject({
      actor_email: USER_EMAIL,
      detail: { secondFactor: 'authenticator' },
    });
  });

  it('accepts an authenticator code once: the same code completes no second sign-in, even at once', async () => {
    const server = await testServer(kind);
    const { totp } = await enrol(await server.signIn(USER_EMAIL));
    const sessions = () =>
      server.countRows('session', `user_id = (select id from "user" where email = '${USER_EMAIL}')`);

    const code = await codeOf(totp);
    const first = await firstFactor(server, USER_EMAIL);
    const second = await firstFactor(server, USER_EMAIL);
    const before = await sessions();
    const answers = await Promise.all(
      [first, second].map((client) => client.api('POST', '/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.status === 401)?.json.code).toBe('INVALID_CODE');
    expect(await sessions()).toBe(before + 1);

    // Again, one after the other: the code that signed one in is spent.
    const third = await firstFactor(server, USER_EMAIL);
    const replayed = await third.api('POST', '/api/auth/two-factor/verify-totp', { code });
    expect([replayed.status, replayed.json.code]).toEqual([401, 'INVALID_CODE']);
    expect(await third.session()).toBeNull();
    expect(await sessions()).toBe(before + 1);
  });

  it('refuses a confirmation without a session, spending nothing: the pending sign-in still waits', async () => {
    const server = await testServer(kind);
    const { totp } = await enrol(await server.signIn(USER_EMAIL));
    const pending = await firstFactor(server, USER_EMAIL);
    const sessionsBefore = await server.countRows('session');
    const auditBefore = await server.countRows('audit_event');

    const code = await codeOf(totp);
    for (const path of ['/api/auth/two-factor/generate-backup-codes', '/api/auth/two-factor/disable']) {
      const refused = await pending.api('POST', path, { code });
      expect(refused.status, path).toBe(401);
    }
    expect(await server.countRows('session')).toBe(sessionsBefore);
    expect(await server.countRows('audit_event')).toBe(auditBefore);
    expect(await factorOn(server, USER_EMAIL)).toBe(true);

    // The same code, never accepted, completes the waiting sign-in.
    const passed = await pending.api('POST', '/api/auth/two-factor/verify-totp', { code });
    expect(passed.status, passed.text).toBe(200);
    expect((await pending.session())?.user.email).toBe(USER_EMAIL);
  });

  it('takes a backup code once; a trusted device skips the second step', async () => {
    const server = await testServer(kind);
    const { totp, backupCodes } = await enrol(await server.signIn(USER_EMAIL));
    const [backupCode] = backupCodes;

    const first = await firstFactor(server, USER_EMAIL);
    const used = await first.api('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCode });
    expect(used.status, used.text).toBe(200);
    expect((await first.session())?.user.email).toBe(USER_EMAIL);

    const second = await firstFactor(server, USER_EMAIL);
    const again = await second.api('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCode });
    expect([again.status, again.json.code]).toEqual([401, 'INVALID_BACKUP_CODE']);
    expect(await second.session()).toBeNull();

    const trusting = await firstFactor(server, USER_EMAIL);
    const trusted = await trusting.api('POST', '/api/auth/two-factor/verify-totp', {
      code: await codeOf(totp),
      trustDevice: true,
    });
    expect(trusted.status, trusted.text).toBe(200);
    await trusting.api('POST', '/api/auth/sign-out', {});
    expect(await trusting.session()).toBeNull();
    // The same browser (its trust_device cookie) is signed in by the e-mail code alone.
    const answer = await trusting.signIn(USER_EMAIL);
    expect(answer.json.twoFactorRedirect).toBeUndefined();
    expect((await trusting.session())?.user.email).toBe(USER_EMAIL);
  });

  it('refuses to set one up on a session older than 10 minutes', async () => {
    const server = await testServer(kind);
    const client = await server.signIn(USER_EMAIL);
    await server.query(`update session set created_at = now() - interval '11 minutes' where user_id = $1`, [
      await userId(server, USER_EMAIL),
    ]);
    const refused = await client.api('POST', '/api/auth/two-factor/enable', {});
    expect([refused.status, refused.json.code]).toEqual([403, 'SESSION_NOT_FRESH']);
    expect(await server.countRows('two_factor')).toBe(0);
  });

  it('turns off and makes new backup codes only behind a current code', async () => {
    const server = await testServer(kind);
    const client = await server.signIn(USER_EMAIL);
    const { totp, backupCodes } = await enrol(client);

    const noCode = await client.api('POST', '/api/auth/two-factor/generate-backup-codes', {});
    expect([noCode.status, noCode.json.code]).toEqual([400, 'INVALID_CODE']);
    const renewed = await client.api('POST', '/api/auth/two-factor/generate-backup-codes', {
      code: await codeOf(totp),
    });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.json.backupCodes).toHaveLength(10);
    expect(renewed.json.backupCodes).not.toContain(backupCodes[0]);
    expect(await auditRows(server, 'second_factor.backup_codes_regenerated')).toHaveLength(1);

    const wrong = await client.api('POST', '/api/auth/two-factor/disable', { code: wrongCode(totp) });
    expect([wrong.status, wrong.json.code]).toEqual([401, 'INVALID_CODE']);
    expect(await server.countRows('two_factor')).toBe(1);
    // An old backup code no longer counts; a new one does.
    const old = await client.api('POST', '/api/auth/two-factor/disable', { code: backupCodes[0] });
    expect([old.status, old.json.code]).toEqual([401, 'INVALID_BACKUP_CODE']);
    const disabled = await client.api('POST', '/api/auth/two-factor/disable', {
      code: renewed.json.backupCodes[0],
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect(await server.countRows('two_factor')).toBe(0);
    expect(await factorOn(server, USER_EMAIL)).toBe(false);
    expect(await auditRows(server, 'second_factor.disabled')).toHaveLength(1);
    // The e-mail code alone signs in again.
    const answer = await server.client().signIn(USER_EMAIL);
    expect(answer.json.twoFactorRedirect).toBeUndefined();
  });

  it('limits wrong codes: 5 per sign-in, then 10 per person in 15 minutes with the true wait', async () => {
    const server = await testServer(kind);
    const { totp } = await enrol(await server.signIn(USER_EMAIL));

    const first = await firstFactor(server, USER_EMAIL);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await first.api('POST', '/api/auth/two-factor/verify-totp', { code: wrongCode(totp) });
      expect(wrong.status, `attempt ${attempt}`).toBe(401);
    }
    // A right code, refused all the same (and so left unspent for the next try).
    const code = await codeOf(totp);
    const spent = await first.api('POST', '/api/auth/two-factor/verify-totp', { code });
    expect([spent.status, spent.json.code]).toEqual([400, 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);
    expect(await first.session()).toBeNull();

    const second = await firstFactor(server, USER_EMAIL);
    for (let attempt = 7; attempt <= 10; attempt += 1) {
      const wrong = await second.api('POST', '/api/auth/two-factor/verify-totp', { code: wrongCode(totp) });
      expect(wrong.status, `attempt ${attempt}`).toBe(401);
    }
    // The unspent right code again: a third code would mean waiting for the app's next one.
    const limited = await second.api('POST', '/api/auth/two-factor/verify-totp', { code });
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(limited.json).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: wait });
    expect(await second.session()).toBeNull();
  });

  it('lets only an admin reset another person’s second factor: audited, the person is told', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    await enrol(member);
    const admin = await server.signIn(ADMIN_EMAIL);
    await enrol(admin);
    const resetPathOf = async (email: string) =>
      `/api/rest/users/${await userId(server, email)}/second-factor/reset`;
    const resetPath = await resetPathOf(USER_EMAIL);

    // Nobody but an admin: not a member (on an admin's factor, or on their own), not someone signed out.
    expect((await member.api('POST', await resetPathOf(ADMIN_EMAIL))).status).toBe(403);
    expect((await member.api('POST', resetPath)).status).toBe(403);
    expect((await server.client().api('POST', resetPath)).status).toBe(401);
    expect(await server.countRows('two_factor')).toBe(2);
    expect(await auditRows(server, 'second_factor.reset')).toEqual([]);

    const mailsBefore = server.smtp.messages.length;
    const reset = await admin.api('POST', resetPath);
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json.twoFactorEnabled).toBe(false);
    expect(await server.countRows('two_factor')).toBe(1);
    expect(await factorOn(server, USER_EMAIL)).toBe(false);
    expect(await factorOn(server, ADMIN_EMAIL)).toBe(true);
    expect(await auditRows(server, 'second_factor.reset')).toEqual([
      expect.objectContaining({ actor_email: ADMIN_EMAIL, target_label: USER_EMAIL }),
    ]);
    // A job sends it, after the answer.
    const told = await server.smtp.waitForEmail(USER_EMAIL, { after: mailsBefore });
    expect(told.subject).toBe('Your Folio two-factor authentication was reset');
    const again = await admin.api('POST', resetPath);
    expect(again.status).toBe(409);
    // Signing in takes the e-mail code alone again.
    expect((await server.client().signIn(USER_EMAIL)).json.twoFactorRedirect).toBeUndefined();
  });

  it('keeps the administration closed to an admin without a second factor when the policy is on', async () => {
    const server = await testServer({ database: kind, env: { REQUIRE_ADMIN_SECOND_FACTOR: 'true' } });
    const admin = await server.signIn(ADMIN_EMAIL);
    const closed = await admin.api('GET', '/api/rest/users');
    expect([closed.status, closed.json.code]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    // What every signed-in person may do stays open.
    expect((await admin.api('GET', '/api/rest/books')).status).toBe(200);
    await enrol(admin);
    expect((await admin.api('GET', '/api/rest/users')).status).toBe(200);
  });
});

describe.each(oneDatabase)('a sign-in through a provider with a second factor on $kind', ({ kind }) => {
  let provider: OidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(() => provider.close());

  it('lands on the second step with no session, keeping where it was going', async () => {
    const server = await testServer({
      database: kind,
      env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME },
    });
    const { totp } = await enrol(await server.signIn(USER_EMAIL));
    const client = server.client();
    const started = await client.api('POST', '/api/auth/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/app/books',
      errorCallbackURL: '/login/error',
    });
    const cookie = Object.entries(oidcCookies({ email: USER_EMAIL }))
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const authorized = await fetch(new URL(started.json.url as string), {
      redirect: 'manual',
      headers: { cookie },
    });
    const callback = new URL(authorized.headers.get('location')!);
    const finished = await client.api('GET', `${callback.pathname}${callback.search}`);
    expect(finished.status, finished.text).toBe(302);
    const landing = new URL(finished.headers.get('location')!, client.baseUrl);
    expect(landing.pathname).toBe('/login/two-factor');
    expect(landing.searchParams.get('redirect')).toBe('/app/books');
    expect(await client.session()).toBeNull();

    const passed = await client.api('POST', '/api/auth/two-factor/verify-totp', { code: await codeOf(totp) });
    expect(passed.status, passed.text).toBe(200);
    expect((await client.session())?.user.email).toBe(USER_EMAIL);
  });
});

describe('a read-only demo (DEMO_MODE=true)', () => {
  it('refuses to set up, turn off or reset a second factor, and changes nothing', async () => {
    const server = await testServer({ database: 'pglite', env: { DEMO_MODE: 'true' } });
    const id = await userId(server, USER_EMAIL);
    // A factor that exists regardless (set up before the demo was switched on).
    await server.query(
      `insert into two_factor (id, secret, backup_codes, user_id, verified) values ('tf', 'x', 'y', $1, true)`,
      [id],
    );
    const user = await server.signIn(ADMIN_EMAIL);
    const enable = await user.api('POST', '/api/auth/two-factor/enable', {});
    expect([enable.status, enable.json.code]).toEqual([403, 'DEMO_MODE']);
    const disable = await user.api('POST', '/api/auth/two-factor/disable', { code: '123456' });
    expect([disable.status, disable.json.code]).toEqual([403, 'DEMO_MODE']);
    const reset = await user.api('POST', `/api/rest/users/${id}/second-factor/reset`);
    expect([reset.status, reset.json.code]).toEqual([403, 'DEMO_MODE']);
    expect(await server.countRows('two_factor')).toBe(1);
    expect(await server.countRows('audit_event', "action like 'second_factor.%'")).toBe(0);
  });
});
