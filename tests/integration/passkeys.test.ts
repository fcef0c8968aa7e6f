import { describe, expect, it } from 'vitest';
import { oneDatabase } from '../support/test-database';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { ADMIN_EMAIL, USER_EMAIL, type TestClient, type TestServer } from '../support/test-server';
import { testServer } from '../support/test-server';

// Passkeys (ADR 0019): @better-auth/passkey 1.7.6 running on better-auth 1.7.25's versions of its
// peers (the npm override), against a software authenticator, on one database (see `oneDatabase`).

function authenticatorFor(server: TestServer) {
  const url = new URL(server.url);
  return new SoftwareAuthenticator(url.hostname, url.origin);
}

/** Registers a new passkey for the signed-in `client`, as the account page does. */
async function addPasskey(server: TestServer, client: TestClient, name = 'Laptop') {
  const authenticator = authenticatorFor(server);
  const options = await client.api('GET', '/api/auth/passkey/generate-register-options');
  expect(options.status, options.text).toBe(200);
  const added = await client.api('POST', '/api/auth/passkey/verify-registration', {
    response: authenticator.register(options.json),
    name,
  });
  expect(added.status, added.text).toBe(200);
  return { authenticator, passkeyId: added.json.id as string };
}

/** Signs a new client in with the passkey, as /login's button does. */
async function signInWithPasskey(server: TestServer, authenticator: SoftwareAuthenticator) {
  const client = server.client();
  const options = await client.api('GET', '/api/auth/passkey/generate-authenticate-options');
  expect(options.status, options.text).toBe(200);
  const answer = await client.api('POST', '/api/auth/passkey/verify-authentication', {
    response: authenticator.authenticate(options.json),
  });
  return { client, answer };
}

async function userIdOf(client: TestClient): Promise<string> {
  return (await client.session())!.user.id;
}

describe.each(oneDatabase)('passkeys on $kind', ({ kind }) => {
  it('count as a second factor: an admin with one passes the admin policy, and signs in with it alone', async () => {
    const server = await testServer({ database: kind, env: { REQUIRE_ADMIN_SECOND_FACTOR: 'true' } });
    const admin = await server.signIn(ADMIN_EMAIL);
    const closed = await admin.api('GET', '/api/rest/users');
    expect([closed.status, closed.json.code]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);

    const { authenticator } = await addPasskey(server, admin);
    expect((await admin.api('GET', '/api/rest/users')).status).toBe(200);
    // A passkey verifies the person on the device: its sign-in needs no second step.
    const { client, answer } = await signInWithPasskey(server, authenticator);
    expect(answer.status, answer.text).toBe(200);
    expect((await client.api('GET', '/api/rest/users')).status).toBe(200);
  });

  it('are added only after a sign-in within 10 minutes, and sign in like a code (audited, last use kept)', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const userId = await userIdOf(member);
    const { authenticator, passkeyId } = await addPasskey(server, member, 'Work laptop');

    const listed = await member.api('GET', '/api/rest/account/passkeys');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      expect.objectContaining({
        id: passkeyId,
        name: 'Work laptop',
        lastUsedAt: null,
        deviceType: 'singleDevice',
      }),
    ]);
    expect(Object.keys(listed.json[0]).sort()).toEqual(
      ['backedUp', 'createdAt', 'deviceType', 'id', 'lastUsedAt', 'name'].sort(),
    );
    const [added] = await server.query<{ actor_id: string }>(
      `select actor_id from audit_event where action = 'passkey.added'`,
    );
    expect(added?.actor_id).toBe(userId);

    // A session from 11 minutes ago (a stolen cookie, a forgotten tab) cannot plant a passkey.
    await server.query(`update session set created_at = now() - interval '11 minutes' where user_id = $1`, [
      userId,
    ]);
    const stale = await member.api('GET', '/api/auth/passkey/generate-register-options');
    expect(stale.status).toBe(403);
    expect(stale.json.code).toBe('SESSION_NOT_FRESH');
    const staleVerify = await member.api('POST', '/api/auth/passkey/verify-registration', {
      response: authenticatorFor(server).register({ challenge: 'x' }),
    });
    expect(staleVerify.status).toBe(403);
    expect(staleVerify.json.code).toBe('SESSION_NOT_FRESH');
    expect(await server.countRows('passkey', 'user_id = $1', [userId])).toBe(1);
    // A new e-mail code makes the sign-in fresh again.
    await member.signIn(USER_EMAIL);
    expect((await member.api('GET', '/api/auth/passkey/generate-register-options')).status).toBe(200);

    const { client, answer } = await signInWithPasskey(server, authenticator);
    expect(answer.status, answer.text).toBe(200);
    expect((await client.session())?.user.email).toBe(USER_EMAIL);
    const [used] = await server.query<{ last_used_at: Date | null }>(
      'select last_used_at from passkey where id = $1',
      [passkeyId],
    );
    expect(used?.last_used_at).toBeInstanceOf(Date);
    const signedIn = await server.query<{ detail: { method?: string } }>(
      `select detail from audit_event where action = 'auth.signed_in' and actor_id = $1`,
      [userId],
    );
    expect(signedIn.map((row) => row.detail.method)).toContain('passkey');

    // A passkey Folio does not know is refused, and the failure is audited.
    const unknown = await signInWithPasskey(server, authenticatorFor(server));
    expect(unknown.answer.status).toBe(401);
    expect(unknown.answer.json.code).toBe('PASSKEY_NOT_FOUND');
    expect(await unknown.client.session()).toBeNull();
    expect(
      await server.countRows(
        'audit_event',
        `action = 'auth.sign_in_failed' and detail->>'method' = 'passkey'`,
      ),
    ).toBe(1);
  });

  it('answers a garbled or forged passkey answer with 400, never a 500, and stores nothing', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const garbled = { id: 'AAAA', rawId: 'AAAA', type: 'public-key' };
    for (const response of [
      null,
      'text',
      { id: { $ne: null } },
      { ...garbled, response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } },
    ]) {
      expect((await member.api('GET', '/api/auth/passkey/generate-register-options')).status).toBe(200);
      const answer = await member.api('POST', '/api/auth/passkey/verify-registration', { response });
      expect([answer.status, answer.json?.code], JSON.stringify(response)).toEqual([
        400,
        'FAILED_TO_VERIFY_REGISTRATION',
      ]);
    }
    const signIn = server.client();
    for (const response of [
      { id: 42 },
      { ...garbled, response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } },
    ]) {
      await signIn.api('GET', '/api/auth/passkey/generate-authenticate-options');
      const answer = await signIn.api('POST', '/api/auth/passkey/verify-authentication', { response });
      expect(answer.status, JSON.stringify(response)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(response)).toBeLessThan(500);
    }
    expect(await server.countRows('passkey')).toBe(0);
  });

  it('refuses a banned person with the ban’s reason, and no session', async () => {
    const server = await testServer(kind);
    const member = await server.signIn(USER_EMAIL);
    const userId = await userIdOf(member);
    const { authenticator } = await addPasskey(server, member);
    const admin = await server.signIn(ADMIN_EMAIL);
    const banned = await admin.api('POST', `/api/rest/users/${userId}/ban`, { reason: 'Spam' });
    expect(banned.status, banned.text).toBe(200);

    const sessionsBefore = await server.countRows('session', 'user_id = $1', [userId]);
    const { client, answer } = await signInWithPasskey(server, authenticator);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      code: 'BANNED_USER',
      message: 'You have been banned from this application',
      banReason: 'Spam',
    });
    expect(await client.session()).toBeNull();
    expect(await server.countRows('session', 'user_id = $1', [userId])).toBe(sessionsBefore);
    const [failed] = await server.query<{ detail: { email: string; code: string } }>(
      `select detail from audit_event where action = 'auth.sign_in_failed'`,
    );
    expect(failed?.detail).toMatchObject({ email: USER_EMAIL, code: 'BANNED_USER' });
  });

  it('are removed by their owner or an admin only; an admin’s removal is audited and e-mailed', async () => {
    const server = await testServer(kind);
    const owner = await server.signIn(USER_EMAIL);
    const ownerId = await userIdOf(owner);
    const { passkeyId } = await addPasskey(server, owner, 'Phone');
    const other = await server.signIn('someone-else@example.com');

    // Another person: not theirs (404), not their permission (403); better-auth's own endpoints are off.
    expect((await other.api('DELETE', `/api/rest/account/passkeys/${passkeyId}`)).status).toBe(404);
    expect(
      (await other.api('PATCH', `/api/rest/account/passkeys/${passkeyId}`, { name: 'Mine' })).status,
    ).toBe(404);
    expect((await other.api('GET', `/api/rest/users/${ownerId}/passkeys`)).status).toBe(403);
    expect((await other.api('DELETE', `/api/rest/users/${ownerId}/passkeys/${passkeyId}`)).status).toBe(403);
    for (const path of ['delete-passkey', 'update-passkey'])
      expect(
        (await other.api('POST', `/api/auth/passkey/${path}`, { id: passkeyId, name: 'x' })).status,
      ).toBe(404);
    expect(await server.countRows('passkey', 'id = $1 and name = $2', [passkeyId, 'Phone'])).toBe(1);

    // The owner renames it (a blank name is refused and changes nothing).
    const blank = await owner.api('PATCH', `/api/rest/account/passkeys/${passkeyId}`, { name: '   ' });
    expect(blank.status).toBe(400);
    const renamed = await owner.api('PATCH', `/api/rest/account/passkeys/${passkeyId}`, { name: ' Pixel ' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.name).toBe('Pixel');

    const admin = await server.signIn(ADMIN_EMAIL);
    const listed = await admin.api('GET', `/api/rest/users/${ownerId}/passkeys`);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([expect.objectContaining({ id: passkeyId, name: 'Pixel' })]);
    expect(listed.text).not.toMatch(/publicKey|credentialID|counter/);

    const sent = server.smtp.messages.length;
    const removed = await admin.api('DELETE', `/api/rest/users/${ownerId}/passkeys/${passkeyId}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await server.countRows('passkey', 'user_id = $1', [ownerId])).toBe(0);
    const [audited] = await server.query<{
      actor_email: string;
      target_id: string;
      detail: { name: string };
    }>(`select actor_email, target_id, detail from audit_event where action = 'passkey.removed'`);
    expect(audited).toMatchObject({
      actor_email: ADMIN_EMAIL,
      target_id: ownerId,
      detail: { name: 'Pixel' },
    });
    // A job sends it, after the answer.
    const email = await server.smtp.waitForEmail(USER_EMAIL, { after: sent });
    expect(email.subject).toBe('A passkey was removed from your Folio account');
    expect(email.text).toContain('removed the passkey “Pixel”');
    expect((await admin.api('DELETE', `/api/rest/users/${ownerId}/passkeys/${passkeyId}`)).status).toBe(404);
  });

  it('are in "Download my data" without key material, and go with a deleted account', async () => {
    const server = await testServer(kind);
    const member = await server.signIn('leaving@example.com');
    const userId = await userIdOf(member);
    await addPasskey(server, member, 'Tablet');
    const [stored] = await server.query<{ public_key: string; credential_id: string }>(
      'select public_key, credential_id from passkey where user_id = $1',
      [userId],
    );

    const exported = await member.api('GET', '/api/rest/account/export');
    expect(exported.status).toBe(200);
    expect(exported.json.passkeys).toEqual([
      expect.objectContaining({ name: 'Tablet', deviceType: 'singleDevice', lastUsedAt: null }),
    ]);
    expect(exported.json.passkeys[0].createdAt).toEqual(expect.any(String));
    expect(exported.text).not.toContain(stored!.public_key);
    expect(exported.text).not.toContain(stored!.credential_id);

    const mark = server.smtp.messages.length;
    expect((await member.api('POST', '/api/rest/account/deletion-code')).status).toBe(200);
    const code = await server.smtp.waitForCode('leaving@example.com', { after: mark });
    expect((await member.api('DELETE', '/api/rest/account', { code })).status).toBe(200);
    expect(await server.countRows('passkey', 'user_id = $1', [userId])).toBe(0);
  });
});

describe('passkey sign-ins and the throttles (ADR 0010)', () => {
  it('spend the client’s code-check budget: the 51st in 15 minutes is a 429 with its true wait', async () => {
    const server = await testServer('pglite');
    const client = server.client();
    const attempt = () =>
      client.api('POST', '/api/auth/passkey/verify-authentication', { response: { id: 'unknown' } });
    for (let count = 0; count < 50; count++) expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('TOO_MANY_REQUESTS');
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(refused.json.retryAfter).toBe(wait);
    // The same budget as e-mail codes: a code check from this client is refused too.
    expect((await client.submitCode(USER_EMAIL, '000000')).status).toBe(429);
  });
});

describe('passkeys in a read-only demo (DEMO_MODE=true)', () => {
  it('cannot be added, renamed or removed', async () => {
    const server = await testServer({ database: 'pglite', env: { DEMO_MODE: 'true' } });
    const member = await server.signIn(USER_EMAIL);
    const userId = await userIdOf(member);
    await server.query(
      `insert into passkey (id, user_id, public_key, credential_id, counter, device_type, backed_up)
       values ('demo-passkey', $1, 'key', 'credential', 0, 'singleDevice', false)`,
      [userId],
    );
    for (const [method, path, body] of [
      ['GET', '/api/auth/passkey/generate-register-options', undefined],
      ['POST', '/api/auth/passkey/verify-registration', { response: {} }],
      ['PATCH', '/api/rest/account/passkeys/demo-passkey', { name: 'Renamed' }],
      ['DELETE', '/api/rest/account/passkeys/demo-passkey', undefined],
    ] as const) {
      const answer = await member.api(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json.code, `${method} ${path}`).toBe('DEMO_MODE');
    }
    expect(await server.countRows('passkey', `id = 'demo-passkey' and name is null`)).toBe(1);
    expect((await member.api('GET', '/api/rest/account/passkeys')).status).toBe(200);
  });
});
