import { describe, expect, it } from 'vitest';
import { contentFingerprint, sharedTestServer } from '../support/shared-server';
import { databases } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
} from '../support/test-server';

interface ManagedUserJson {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string;
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
  onboardedAt: string | null;
  createdAt: string;
}

interface UserPage {
  items: ManagedUserJson[];
  nextCursor: string | null;
  /** Only in an error answer. */
  code?: string;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean;
}

async function userRow(server: TestServer, email: string): Promise<UserRow> {
  const [row] = await server.query<UserRow>(
    'select id, name, email, role, banned from "user" where email = $1',
    [email],
  );
  if (!row) throw new Error(`No user ${email}`);
  return row;
}

function sessionRows(server: TestServer, userId: string) {
  return server.query<{ id: string; token: string; impersonated_by: string | null; expires_at: Date }>(
    'select id, token, impersonated_by, expires_at from session where user_id = $1 order by created_at',
    [userId],
  );
}

function listUsers(client: TestClient, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return client.api<UserPage>('GET', `/api/rest/users?${params}`);
}

async function countUsers(client: TestClient, query: Record<string, string | undefined>): Promise<number> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  );
  const response = await client.api<{ total: number }>('GET', `/api/rest/users/count?${params}`);
  expect(response.status, response.text).toBe(200);
  return response.json.total;
}

/** Only admin@admin.com remains an unbanned admin: the seed's other admins become users. */
async function onlyOneAdmin(server: TestServer) {
  await server.query(`update "user" set role = 'user' where role = 'admin' and email <> $1`, [ADMIN_EMAIL]);
  expect(await unbannedAdmins(server)).toEqual([ADMIN_EMAIL]);
}

async function unbannedAdmins(server: TestServer): Promise<string[]> {
  const rows = await server.query<{ email: string }>(
    `select email from "user" where role = 'admin' and not banned order by email`,
  );
  return rows.map((row) => row.email);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe.each(databases)('listing users on $kind', ({ kind }) => {
  // Nothing here writes (besides the admin's session): one server and database for all these tests.
  const shared = sharedTestServer(kind);

  it('searches name and e-mail by part of a word, in any letter case, and counts the matches', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const everyone = await server.query<{ id: string; name: string; email: string }>(
      'select id, name, email from "user"',
    );
    expect(everyone.length).toBeGreaterThan(30);

    const emailsFor = async (searchTerm: string) => {
      const response = await listUsers(admin, { searchTerm, limit: 100 });
      expect(response.status, `${searchTerm}: ${response.text}`).toBe(200);
      expect(await countUsers(admin, { searchTerm }), searchTerm).toBe(response.json.items.length);
      return response.json.items.map((item) => item.email).sort();
    };
    const expected = (term: string) =>
      everyone
        .filter((person) =>
          term
            .split(/\s+/)
            .filter(Boolean)
            .every((word) => fold(`${person.name} ${person.email}`).includes(fold(word))),
        )
        .map((person) => person.email)
        .sort();

    expect(await emailsFor('USER@USER')).toEqual([USER_EMAIL]);
    expect(await emailsFor('dmin@adm')).toEqual([ADMIN_EMAIL]);
    expect(await emailsFor('admin')).toEqual(expected('admin'));
    for (const term of ['EXAMPLE.ORG', 'example.com', 'an', 'ar example']) {
      const found = await emailsFor(term);
      expect(found, term).toEqual(expected(term));
      expect(found.length, term).toBeGreaterThan(0);
    }
    // A seeded member by a piece of the name only, in capitals.
    const [member] = await server.query<{ name: string; email: string }>(
      `select name, email from "user" where name <> '' and email like '%@example.org' order by email limit 1`,
    );
    const piece = member!.name.split(' ').at(-1)!.slice(0, 4).toUpperCase();
    expect(await emailsFor(piece)).toContain(member!.email);
    expect(await emailsFor(piece)).toEqual(expected(piece));
    expect(await emailsFor('%')).toEqual([]);
    expect(await emailsFor('no such person anywhere')).toEqual([]);
  });

  it('filters by role and by ban, alone and with a search; the total is the number of matching rows', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const count = (where: string) => server.countRows('user', where);

    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'true'],
      [{ role: 'admin' }, `role = 'admin'`],
      [{ role: 'user' }, `role = 'user'`],
      [{ banned: 'true' }, 'banned'],
      [{ banned: 'false' }, 'not banned'],
      [{ role: 'user', banned: 'true' }, `role = 'user' and banned`],
      [{ role: 'admin', searchTerm: 'ADMIN.COM' }, `role = 'admin' and email like '%admin.com'`],
    ];
    for (const [filters, where] of cases) {
      const expected = await count(where);
      const response = await listUsers(admin, { ...filters, limit: 100 });
      expect(response.status, JSON.stringify(filters)).toBe(200);
      expect(await countUsers(admin, filters), JSON.stringify(filters)).toBe(expected);
      expect(response.json.items, JSON.stringify(filters)).toHaveLength(expected);
      for (const item of response.json.items) {
        if (filters.role) expect(item.role).toBe(filters.role);
        if (filters.banned) expect(item.banned).toBe(filters.banned === 'true');
      }
    }
    expect(await count(`role = 'admin'`)).toBe(4);
    expect(await count('banned')).toBe(2);
    const banned = await listUsers(admin, { banned: 'true' });
    expect(banned.json.items.map((item) => item.banReason).every(Boolean)).toBe(true);

    for (const bad of [
      { role: 'root' },
      { banned: 'yes' },
      { limit: 0 },
      { limit: 101 },
      { cursor: 'garbage' },
    ]) {
      const response = await listUsers(admin, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.json.code).toBe('BAD_REQUEST');
    }
  });

  it('walks all users seven and one at a time, newest first, each exactly once', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const expectedOrder = (
      await server.query<{ id: string }>('select id from "user" order by created_at desc, id desc')
    ).map((row) => row.id);
    // The two built-in accounts share their creation time: the id has to break the tie.
    const [tie] = await server.query<{ same: boolean }>(
      `select (select created_at from "user" where email = $1) = (select created_at from "user" where email = $2) as same`,
      [ADMIN_EMAIL, USER_EMAIL],
    );
    expect(tie!.same).toBe(true);

    // Seven at a time, and one at a time so that a page ends between the two that share a timestamp.
    for (const limit of [7, 1]) {
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await listUsers(admin, cursor ? { limit, cursor } : { limit });
        expect(response.status, response.text).toBe(200);
        ids.push(...response.json.items.map((item) => item.id));
        cursor = response.json.nextCursor;
        if (++pages > 1_000) throw new Error('the cursor never ends');
      } while (cursor);

      expect(new Set(ids).size, `limit ${limit}`).toBe(ids.length);
      expect(ids, `limit ${limit}`).toEqual(expectedOrder);
      expect(pages, `limit ${limit}`).toBe(Math.ceil(expectedOrder.length / limit));
    }
  });

  it('refuses a cursor whose parts have the wrong kind with 400, not a server error', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const first = await listUsers(admin, { limit: 2 });
    const [time, id] = JSON.parse(Buffer.from(first.json.nextCursor!, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    for (const key of [[time], [time, id, 'x'], ['not a time', id], ['2024-02-31 25:00:00+00', id]]) {
      const response = await listUsers(admin, {
        limit: 2,
        cursor: Buffer.from(JSON.stringify(key)).toString('base64url'),
      });
      expect(response.status, `cursor ${JSON.stringify(key)}: ${response.text}`).toBe(400);
    }
  });

  it('gets one user; a missing id is 404', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const user = await userRow(server, USER_EMAIL);
    const found = await admin.api<ManagedUserJson>('GET', `/api/rest/users/${user.id}`);
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ id: user.id, email: USER_EMAIL, role: 'user', banned: false });
    expect(Object.keys(found.json)).not.toContain('password');
    const missing = await admin.api('GET', '/api/rest/users/no-such-user');
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('NOT_FOUND');
  });
});

describe.each(databases)('managing users on $kind', ({ kind }) => {
  it('creates a user (201) with a lower-cased e-mail; a duplicate in other case is 409, invalid input 400', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const usersBefore = await server.countRows('user');

    const created = await admin.api<ManagedUserJson>('POST', '/api/rest/users', {
      name: '  Grace Hopper ',
      email: ' Grace.Hopper@Example.ORG ',
      role: 'admin',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.org',
      role: 'admin',
      banned: false,
      emailVerified: false,
    });
    expect(
      await server.query('select name, email, role, banned from "user" where id = $1', [created.json.id]),
    ).toEqual([{ name: 'Grace Hopper', email: 'grace.hopper@example.org', role: 'admin', banned: false }]);
    expect(await server.countRows('user')).toBe(usersBefore + 1);

    const before = await contentFingerprint(server, ['user', 'audit_event']);
    for (const email of ['GRACE.HOPPER@example.org', 'User@User.COM']) {
      const duplicate = await admin.api('POST', '/api/rest/users', {
        name: 'Someone Else',
        email,
        role: 'user',
      });
      expect(duplicate.status, email).toBe(409);
      expect(duplicate.json.code).toBe('CONFLICT');
      expect(duplicate.json.data).toEqual({ reason: 'duplicate-email' });
    }
    for (const body of [
      { name: 'Bad Email', email: 'not-an-email', role: 'user' },
      { name: 'Bad Email', email: 'two@@example.org', role: 'user' },
      { name: 'Bad Email', email: '', role: 'user' },
      { name: 'Bad Role', email: 'bad.role@example.org', role: 'root' },
      { name: 'Bad Role', email: 'bad.role@example.org' },
      { name: 'Two\nlines', email: 'bad.name@example.org', role: 'user' },
      { name: '-- --', email: 'bad.name@example.org', role: 'user' },
      { email: 'no.name@example.org', role: 'user' },
    ]) {
      const response = await admin.api('POST', '/api/rest/users', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.code).toBe('BAD_REQUEST');
    }
    expect(await contentFingerprint(server, ['user', 'audit_event'])).toEqual(before);

    // The new admin signs in with the address in any case, and is an admin.
    const grace = await server.signIn('GRACE.HOPPER@EXAMPLE.ORG');
    expect((await grace.session())?.user).toMatchObject({ email: 'grace.hopper@example.org', role: 'admin' });
    expect((await grace.api('GET', '/api/rest/users?limit=1')).status).toBe(200);
  });

  it('updates name, e-mail and role; the e-mail must stay unique; a missing user is 404', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const memberClient = await server.signIn(USER_EMAIL);

    const updated = await admin.api<ManagedUserJson>('PUT', `/api/rest/users/${member.id}`, {
      name: 'Ada Lovelace',
      email: 'Ada@Example.ORG',
      role: 'admin',
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({
      id: member.id,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      role: 'admin',
    });
    expect(
      await server.query('select name, email, role, email_verified from "user" where id = $1', [member.id]),
    ).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.org', role: 'admin', email_verified: false }]);
    // The role counts from the next request on, without signing in again.
    expect((await memberClient.api('GET', '/api/rest/users?limit=1')).status).toBe(200);

    const demoted = await admin.api<ManagedUserJson>('PUT', `/api/rest/users/${member.id}`, {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      role: 'user',
    });
    expect(demoted.status).toBe(200);
    expect((await memberClient.api('GET', '/api/rest/users?limit=1')).status).toBe(403);

    const before = await contentFingerprint(server, ['user', 'audit_event']);
    const taken = await admin.api('PUT', `/api/rest/users/${member.id}`, {
      name: 'Ada Lovelace',
      email: 'ADMIN@admin.com',
      role: 'user',
    });
    expect(taken.status).toBe(409);
    expect(taken.json.data).toEqual({ reason: 'duplicate-email' });
    const missing = await admin.api('PUT', '/api/rest/users/no-such-user', {
      name: 'Nobody',
      email: 'nobody@example.org',
      role: 'user',
    });
    expect(missing.status).toBe(404);
    const invalid = await admin.api('PUT', `/api/rest/users/${member.id}`, {
      name: 'Ada Lovelace',
      email: 'ada@',
      role: 'user',
    });
    expect(invalid.status).toBe(400);
    expect(await contentFingerprint(server, ['user', 'audit_event'])).toEqual(before);
  });

  it('deletes a user with their sessions; a missing user is 404', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const memberClient = await server.signIn(USER_EMAIL);
    expect(await sessionRows(server, member.id)).toHaveLength(1);

    const deleted = await admin.api('DELETE', `/api/rest/users/${member.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toEqual({ id: member.id });
    expect(await server.countRows('user', 'id = $1', [member.id])).toBe(0);
    expect(await server.countRows('session', 'user_id = $1', [member.id])).toBe(0);
    expect(await memberClient.session()).toBeNull();
    expect((await memberClient.api('GET', '/api/rest/genres')).status).toBe(401);

    const again = await admin.api('DELETE', `/api/rest/users/${member.id}`);
    expect(again.status).toBe(404);
  });

  it('never leaves no admin: one admin demotes the other, who can then do nothing; nobody removes themselves', async () => {
    const server = await testServer(kind);
    await onlyOneAdmin(server);
    const first = await server.signIn(ADMIN_EMAIL);
    const firstRow = await userRow(server, ADMIN_EMAIL);
    const created = await first.api<ManagedUserJson>('POST', '/api/rest/users', {
      name: 'Second Admin',
      email: 'second.admin@example.org',
      role: 'admin',
    });
    expect(created.status).toBe(201);
    const second = await server.signIn('second.admin@example.org');
    const secondId = created.json.id;

    const demoted = await second.api('PUT', `/api/rest/users/${firstRow.id}`, {
      name: 'Admin',
      email: ADMIN_EMAIL,
      role: 'user',
    });
    expect(demoted.status, demoted.text).toBe(200);
    expect(await unbannedAdmins(server)).toEqual(['second.admin@example.org']);
    // The first admin is a user now: every admin operation is refused.
    const body = { name: 'Second Admin', email: 'second.admin@example.org', role: 'user' };
    expect((await first.api('PUT', `/api/rest/users/${secondId}`, body)).status).toBe(403);
    expect((await first.api('DELETE', `/api/rest/users/${secondId}`)).status).toBe(403);
    expect((await first.api('POST', `/api/rest/users/${secondId}/ban`, {})).status).toBe(403);

    // The last admin cannot remove themselves either.
    for (const refusal of [
      await second.api('PUT', `/api/rest/users/${secondId}`, body),
      await second.api('DELETE', `/api/rest/users/${secondId}`),
      await second.api('POST', `/api/rest/users/${secondId}/ban`, {}),
    ]) {
      expect(refusal.status).toBe(403);
      expect(refusal.json.data).toEqual({ reason: 'self' });
    }
    expect(await unbannedAdmins(server)).toEqual(['second.admin@example.org']);

    // Through the API, a caller is an unbanned admin, so a target other than the caller is never the
    // last one (two admins at the same moment: the next test). An admin banned behind the API's back,
    // whose session row is still there, is signed out on the very next request.
    await server.query(`update "user" set role = 'admin', banned = true where email = $1`, [ADMIN_EMAIL]);
    const fingerprint = await contentFingerprint(server, ['user', 'session', 'audit_event']);
    for (const refusal of [
      await first.api('PUT', `/api/rest/users/${secondId}`, body),
      await first.api('DELETE', `/api/rest/users/${secondId}`),
      await first.api('POST', `/api/rest/users/${secondId}/ban`, { reason: 'Coup' }),
    ]) {
      expect(refusal.status, refusal.text).toBe(401);
    }
    expect(await contentFingerprint(server, ['user', 'session', 'audit_event'])).toEqual(fingerprint);
  });

  it('of two admins demoting, banning or deleting each other at the same moment, exactly one succeeds', async () => {
    const server = await testServer(kind);
    await onlyOneAdmin(server);
    const other = await userRow(server, USER_EMAIL);
    const me = await userRow(server, ADMIN_EMAIL);
    await server.query(`update "user" set role = 'admin' where id = $1`, [other.id]);
    let a = await server.signIn(ADMIN_EMAIL);
    let b = await server.signIn(USER_EMAIL);

    const race = async (
      request: (
        client: TestClient,
        targetId: string,
        targetEmail: string,
      ) => Promise<{ status: number; json: { data?: unknown } }>,
    ) => {
      const results = await Promise.all([request(a, other.id, USER_EMAIL), request(b, me.id, ADMIN_EMAIL)]);
      const statuses = results.map((result) => result.status);
      expect(
        statuses.filter((status) => status === 200),
        `statuses ${statuses}`,
      ).toHaveLength(1);
      // The loser is refused as the last admin or — when it started after the winner finished — as no
      // longer an admin (403), or as signed out (401: a ban or deletion ends the loser's sessions).
      const loser = results.find((result) => result.status !== 200)!;
      expect([401, 403, 409]).toContain(loser.status);
      if (loser.status === 409) expect(loser.json.data).toEqual({ reason: 'last-admin' });
      expect(await unbannedAdmins(server)).toHaveLength(1);
    };

    await race((client, id, email) =>
      client.api('PUT', `/api/rest/users/${id}`, { name: 'Racer', email, role: 'user' }),
    );
    await server.query(`update "user" set role = 'admin' where id in ($1, $2)`, [me.id, other.id]);

    await race((client, id) => client.api('POST', `/api/rest/users/${id}/ban`, { reason: 'Race' }));
    await server.query(`update "user" set banned = false, ban_reason = null where id in ($1, $2)`, [
      me.id,
      other.id,
    ]);
    a = (await a.session()) ? a : await server.signIn(ADMIN_EMAIL);
    b = (await b.session()) ? b : await server.signIn(USER_EMAIL);

    await race((client, id) => client.api('DELETE', `/api/rest/users/${id}`));
    expect(await server.countRows('user', 'id in ($1, $2)', [me.id, other.id])).toBe(1);
  });

  it('bans a signed-in user: their sessions end at once, sign-in is refused with the reason; unbanned, they sign in', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const phone = await server.signIn(USER_EMAIL);
    const laptop = await server.signIn(USER_EMAIL);
    expect(await sessionRows(server, member.id)).toHaveLength(2);
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);

    const banned = await admin.api<ManagedUserJson>('POST', `/api/rest/users/${member.id}/ban`, {
      reason: '  Spam in reviews ',
      expiresAt: expiresAt.toISOString(),
    });
    expect(banned.status, banned.text).toBe(200);
    expect(banned.json).toMatchObject({
      banned: true,
      banReason: 'Spam in reviews',
      banExpires: expiresAt.toISOString(),
    });
    expect(await sessionRows(server, member.id)).toEqual([]);
    for (const client of [phone, laptop]) {
      expect(await client.session()).toBeNull();
      const genres = await client.api('GET', '/api/rest/genres');
      expect(genres.status).toBe(401);
    }

    const client = server.client();
    const sent = server.smtp.messages.length;
    expect((await client.sendCode(USER_EMAIL)).status).toBe(200);
    const code = await server.smtp.waitForCode(USER_EMAIL, { after: sent });
    const refused = await client.submitCode(USER_EMAIL, code);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'BANNED_USER',
      banReason: 'Spam in reviews',
      banExpires: expiresAt.toISOString(),
    });
    expect(await client.session()).toBeNull();
    expect(await sessionRows(server, member.id)).toEqual([]);

    // A ban that has already ended, or a reason over 500 characters, is refused.
    const past = await admin.api('POST', `/api/rest/users/${member.id}/ban`, {
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(
      (await admin.api('POST', `/api/rest/users/${member.id}/ban`, { reason: 'x'.repeat(501) })).status,
    ).toBe(400);
    expect((await admin.api('POST', '/api/rest/users/no-such-user/ban', {})).status).toBe(404);

    const unbanned = await admin.api<ManagedUserJson>('POST', `/api/rest/users/${member.id}/unban`);
    expect(unbanned.status).toBe(200);
    expect(unbanned.json).toMatchObject({ banned: false, banReason: null, banExpires: null });
    const back = await server.signIn(USER_EMAIL);
    expect((await back.session())?.user.email).toBe(USER_EMAIL);
    expect((await admin.api('POST', '/api/rest/users/no-such-user/unban')).status).toBe(404);
  });

  it('lists sessions without tokens, revokes one or all of them, and never the caller’s current one', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const adminElsewhere = await server.signIn(ADMIN_EMAIL);
    const me = await userRow(server, ADMIN_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const first = await server.signIn(USER_EMAIL);
    const second = await server.signIn(USER_EMAIL);
    const rows = await sessionRows(server, member.id);
    expect(rows).toHaveLength(2);
    const firstSessionId = (await first.session())!.session.id;
    const secondSessionId = (await second.session())!.session.id;

    const listed = await admin.api<
      Array<{ id: string; current: boolean; impersonated: boolean; ipAddress: string }>
    >('GET', `/api/rest/users/${member.id}/sessions`);
    expect(listed.status).toBe(200);
    expect(listed.json.map((entry) => entry.id).sort()).toEqual([firstSessionId, secondSessionId].sort());
    expect(listed.json.every((entry) => !entry.current && !entry.impersonated)).toBe(true);
    expect(listed.json[0]!.ipAddress).toBe('127.0.0.1');
    // No token: neither the stored one nor the one in any client's cookie.
    const secrets = [
      ...rows.map((row) => row.token),
      ...[first, second, admin].flatMap((client) => [...client.cookies.values()].map(decodeURIComponent)),
    ];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(16);
      expect(listed.text).not.toContain(secret);
      expect(listed.text).not.toContain(secret.split('.')[0]);
    }
    const own = await admin.api<Array<{ id: string; current: boolean }>>(
      'GET',
      `/api/rest/users/${me.id}/sessions`,
    );
    expect(own.json.filter((entry) => entry.current).map((entry) => entry.id)).toEqual([
      (await admin.session())!.session.id,
    ]);
    expect(own.json).toHaveLength(2);

    // One session ends; the other lives on.
    const one = await admin.api('DELETE', `/api/rest/users/${member.id}/sessions/${firstSessionId}`);
    expect(one.status, one.text).toBe(200);
    expect(one.json).toEqual({ revoked: 1 });
    expect(await first.session()).toBeNull();
    expect((await second.session())?.session.id).toBe(secondSessionId);
    expect(
      (await admin.api('DELETE', `/api/rest/users/${member.id}/sessions/${firstSessionId}`)).status,
    ).toBe(404);
    // A session is revoked only under the user it belongs to.
    expect((await admin.api('DELETE', `/api/rest/users/${me.id}/sessions/${secondSessionId}`)).status).toBe(
      404,
    );
    expect((await second.session())?.session.id).toBe(secondSessionId);

    // All of them: the second browser is signed out too.
    const all = await admin.api('DELETE', `/api/rest/users/${member.id}/sessions`);
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ revoked: 1 });
    expect(await second.session()).toBeNull();
    expect((await second.api('GET', '/api/rest/genres')).status).toBe(401);
    expect(await sessionRows(server, member.id)).toEqual([]);

    // The admin's own current session cannot be revoked; "all" on oneself ends only the others.
    const current = (await admin.session())!.session.id;
    const self = await admin.api('DELETE', `/api/rest/users/${me.id}/sessions/${current}`);
    expect(self.status).toBe(403);
    expect(self.json.data).toEqual({ reason: 'current-session' });
    expect((await admin.session())?.session.id).toBe(current);
    const others = await admin.api('DELETE', `/api/rest/users/${me.id}/sessions`);
    expect(others.json).toEqual({ revoked: 1 });
    expect(await adminElsewhere.session()).toBeNull();
    expect((await admin.session())?.session.id).toBe(current);
  });

  it('impersonates through better-auth for at most an hour and returns to the admin’s own session', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const adminSession = (await admin.session())!.session.id;
    const me = await userRow(server, ADMIN_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const startedAt = Date.now();

    const started = await admin.api('POST', '/api/auth/admin/impersonate-user', { userId: member.id });
    expect(started.status, started.text).toBe(200);
    const during = await admin.session();
    expect(during?.user.email).toBe(USER_EMAIL);
    expect(during?.session).toMatchObject({ impersonatedBy: me.id });
    const [impersonation] = await sessionRows(server, member.id);
    expect(impersonation?.impersonated_by).toBe(me.id);
    const lifetime = new Date(impersonation!.expires_at).getTime() - startedAt;
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    // While impersonating, the admin has the user's rights only.
    expect((await admin.api('GET', '/api/rest/users?limit=1')).status).toBe(403);
    expect((await admin.api('GET', '/api/rest/genres')).status).toBe(200);
    // The session is recorded as the admin's impersonation of the member.
    const [listedImpersonation] = await server.query<{ count: number }>(
      'select count(*)::int as count from session where user_id = $1 and impersonated_by = $2',
      [member.id, me.id],
    );
    expect(listedImpersonation!.count).toBe(1);

    const stopped = await admin.api('POST', '/api/auth/admin/stop-impersonating', {});
    expect(stopped.status, stopped.text).toBe(200);
    const after = await admin.session();
    expect(after?.user.email).toBe(ADMIN_EMAIL);
    expect(after?.session.id).toBe(adminSession);
    expect(await sessionRows(server, member.id)).toEqual([]);
    expect(await server.countRows('session', 'impersonated_by is not null')).toBe(0);
    expect((await admin.api('GET', '/api/rest/users?limit=1')).status).toBe(200);
  });

  it('ends the impersonation an admin is in when their sessions are revoked, or they are banned or deleted', async () => {
    const server = await testServer(kind);
    const me = await userRow(server, ADMIN_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const [otherAdmin] = await server.query<{ email: string }>(
      `select email from "user" where role = 'admin' and not banned and email <> $1 order by email limit 1`,
      [ADMIN_EMAIL],
    );
    const colleague = await server.signIn(otherAdmin!.email);

    const impersonating = async () => {
      const admin = await server.signIn(ADMIN_EMAIL);
      expect(
        (await admin.api('POST', '/api/auth/admin/impersonate-user', { userId: member.id })).status,
      ).toBe(200);
      const session = await admin.session();
      expect(session?.user.email).toBe(USER_EMAIL);
      return { admin, sessionId: session!.session.id };
    };
    // Whatever ends the admin's access has to end the session they hold as the member too: it is
    // theirs, not the member's. (Soft assertions: each way is reported on its own.)
    const expectEnded = async (way: string, admin: TestClient, sessionId: string) => {
      expect
        .soft(
          await server.countRows('session', 'id = $1', [sessionId]),
          `${way}: the impersonation session row`,
        )
        .toBe(0);
      expect
        .soft((await admin.session())?.user.email ?? null, `${way}: who the admin's browser still is`)
        .toBeNull();
    };

    const revoked = await impersonating();
    expect((await colleague.api('DELETE', `/api/rest/users/${me.id}/sessions`)).status).toBe(200);
    await expectEnded('revoke all', revoked.admin, revoked.sessionId);
    await server.query('delete from session where id = $1', [revoked.sessionId]);

    const banned = await impersonating();
    expect(
      (await colleague.api('POST', `/api/rest/users/${me.id}/ban`, { reason: 'Gone rogue' })).status,
    ).toBe(200);
    await expectEnded('ban', banned.admin, banned.sessionId);
    await server.query('delete from session where id = $1', [banned.sessionId]);
    expect((await colleague.api('POST', `/api/rest/users/${me.id}/unban`)).status).toBe(200);

    const deleted = await impersonating();
    expect((await colleague.api('DELETE', `/api/rest/users/${me.id}`)).status).toBe(200);
    await expectEnded('delete', deleted.admin, deleted.sessionId);
  });
});

describe.each(databases)('refusing user management on $kind', ({ kind }) => {
  // Every test here is refused and shows that nothing changed: one server and database for all of them.
  const shared = sharedTestServer(kind);

  it('refuses an admin changing their own role, deleting or banning themselves (403 self); other edits are fine', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const me = await userRow(server, ADMIN_EMAIL);
    const before = await contentFingerprint(server, ['user', 'session', 'audit_event']);

    const refusals = [
      await admin.api('PUT', `/api/rest/users/${me.id}`, { name: 'Admin', email: ADMIN_EMAIL, role: 'user' }),
      await admin.api('DELETE', `/api/rest/users/${me.id}`),
      await admin.api('POST', `/api/rest/users/${me.id}/ban`, { reason: 'Testing' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status, refusal.text).toBe(403);
      expect(refusal.json.code).toBe('FORBIDDEN');
      expect(refusal.json.data).toEqual({ reason: 'self' });
    }
    expect(await contentFingerprint(server, ['user', 'session', 'audit_event'])).toEqual(before);
    expect((await admin.session())?.user.role).toBe('admin');

    const renamed = await admin.api('PUT', `/api/rest/users/${me.id}`, {
      name: 'Head Librarian',
      email: ADMIN_EMAIL,
      role: 'admin',
    });
    expect(renamed.status).toBe(200);
    expect((await userRow(server, ADMIN_EMAIL)).name).toBe('Head Librarian');
  });

  it('refuses impersonation to users and anonymous callers, and of another admin or a banned member', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const user = await server.signIn(USER_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const [otherAdmin] = await server.query<{ id: string }>(
      `select id from "user" where role = 'admin' and email <> $1 limit 1`,
      [ADMIN_EMAIL],
    );
    const [bannedMember] = await server.query<{ id: string }>(`select id from "user" where banned limit 1`);
    const [someoneElse] = await server.query<{ id: string }>(
      `select id from "user" where role = 'user' and not banned and email <> $1 limit 1`,
      [USER_EMAIL],
    );
    const sessionsBefore = await server.countRows('session');

    const asUser = await user.api('POST', '/api/auth/admin/impersonate-user', { userId: someoneElse!.id });
    expect(asUser.status).toBe(403);
    expect((await user.session())?.user.email).toBe(USER_EMAIL);
    const anonymous = await server
      .client()
      .api('POST', '/api/auth/admin/impersonate-user', { userId: member.id });
    expect(anonymous.status).toBe(401);
    const ofAdmin = await admin.api('POST', '/api/auth/admin/impersonate-user', { userId: otherAdmin!.id });
    expect(ofAdmin.status).toBe(403);
    const ofBanned = await admin.api('POST', '/api/auth/admin/impersonate-user', {
      userId: bannedMember!.id,
    });
    expect(ofBanned.status).toBe(403);
    expect((await admin.session())?.user.email).toBe(ADMIN_EMAIL);
    expect(await server.countRows('session')).toBe(sessionsBefore);
    expect(await server.countRows('session', 'impersonated_by is not null')).toBe(0);
    // Stopping without impersonating changes nothing either.
    expect((await admin.api('POST', '/api/auth/admin/stop-impersonating', {})).status).toBe(400);
    expect((await admin.session())?.user.email).toBe(ADMIN_EMAIL);
  });

  it("closes better-auth's other admin endpoints with 404, changing nothing", async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const member = await userRow(server, USER_EMAIL);
    const memberClient = await server.signIn(USER_EMAIL);
    const [memberSession] = await sessionRows(server, member.id);
    const before = await contentFingerprint(server);

    const closed: Array<[string, string, unknown?]> = [
      ['POST', '/api/auth/admin/remove-user', { userId: member.id }],
      ['POST', '/api/auth/admin/set-role', { userId: member.id, role: 'admin' }],
      ['POST', '/api/auth/admin/ban-user', { userId: member.id, banReason: 'x' }],
      ['POST', '/api/auth/admin/unban-user', { userId: member.id }],
      [
        'POST',
        '/api/auth/admin/create-user',
        { email: 'sneaky@example.org', name: 'Sneaky', password: 'p4ssw0rd-long', role: 'admin' },
      ],
      ['POST', '/api/auth/admin/update-user', { userId: member.id, data: { role: 'admin', name: 'Sneaky' } }],
      ['POST', '/api/auth/admin/revoke-user-sessions', { userId: member.id }],
      ['POST', '/api/auth/admin/revoke-user-session', { sessionToken: memberSession!.token }],
      ['POST', '/api/auth/admin/set-user-password', { userId: member.id, newPassword: 'p4ssw0rd-long' }],
      ['POST', '/api/auth/admin/list-user-sessions', { userId: member.id }],
      ['GET', `/api/auth/admin/get-user?id=${member.id}`],
      ['GET', '/api/auth/admin/list-users?limit=5'],
      ['POST', '/api/auth/admin/has-permission', { permissions: { user: ['delete'] } }],
    ];
    for (const [method, path, body] of closed) {
      const response = await admin.api(method, path, body);
      expect(response.status, `${method} ${path}: ${response.text}`).toBe(404);
    }
    expect(await contentFingerprint(server)).toEqual(before);
    expect((await memberClient.session())?.user.role).toBe('user');
  });

  it('refuses every user-management operation to a user (403) and to anonymous callers (401), changing nothing', async () => {
    const server = shared();
    const user = await server.signIn(USER_EMAIL);
    const anonymous = server.client();
    const target = await userRow(server, ADMIN_EMAIL);
    const [targetSession] = await server.query<{ id: string }>('select id from session limit 1');
    const body = { name: 'Taken Over', email: 'taken@example.org', role: 'admin' };
    const before = await contentFingerprint(server);

    const operations: Array<[string, string, unknown?]> = [
      ['GET', '/api/rest/users'],
      ['GET', `/api/rest/users/${target.id}`],
      ['POST', '/api/rest/users', body],
      ['PUT', `/api/rest/users/${target.id}`, body],
      ['DELETE', `/api/rest/users/${target.id}`],
      ['POST', `/api/rest/users/${target.id}/ban`, { reason: 'x' }],
      ['POST', `/api/rest/users/${target.id}/unban`],
      ['GET', `/api/rest/users/${target.id}/sessions`],
      ['DELETE', `/api/rest/users/${target.id}/sessions/${targetSession!.id}`],
      ['DELETE', `/api/rest/users/${target.id}/sessions`],
    ];
    for (const [client, status, code] of [
      [user, 403, 'FORBIDDEN'],
      [anonymous, 401, 'UNAUTHORIZED'],
    ] as const) {
      for (const [method, path, payload] of operations) {
        const response = await client.api(method, path, payload);
        expect(response.status, `${method} ${path}`).toBe(status);
        expect(response.json.code, `${method} ${path}`).toBe(code);
      }
    }
    expect(await contentFingerprint(server)).toEqual(before);
  });
});
