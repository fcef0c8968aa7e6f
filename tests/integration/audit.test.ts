import { describe, expect, it } from 'vitest';
import { sharedTestServer } from '../support/shared-server';
import { databases } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
} from '../support/test-server';

interface AuditRow {
  id: string;
  created_at: Date;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  ip_address: string | null;
  detail: Record<string, unknown>;
}

interface AuditEventJson {
  id: string;
  createdAt: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  ipAddress: string | null;
  detail: Record<string, unknown>;
}

interface AuditPage {
  items: AuditEventJson[];
  nextCursor: string | null;
  /** Only in an error answer. */
  code?: string;
}

/** The address Folio's HTTP server sees for the test client; a client cannot claim another one. */
const LOOPBACK = '127.0.0.1';

async function idOf(server: TestServer, email: string): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id from "user" where email = $1', [email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

function auditRows(server: TestServer) {
  return server.query<AuditRow>('select * from audit_event order by created_at, id');
}

function listAudit(client: TestClient, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return client.api<AuditPage>('GET', `/api/rest/audit?${params}`);
}

/** Addresses a client claims in headers; without a trusted proxy Folio must record the socket's. */
const CLAIMED_ADDRESSES = { 'X-Folio-Client-IP': '203.0.113.9', 'X-Forwarded-For': '198.51.100.7' };

/** A client that claims another address on every request it sends. */
function claimingClient(server: TestServer): TestClient {
  const client = server.client();
  const api = client.api.bind(client);
  client.api = ((method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api(method, path, body, { ...CLAIMED_ADDRESSES, ...headers })) as TestClient['api'];
  return client;
}

async function signIn(server: TestServer, email: string): Promise<TestClient> {
  const client = claimingClient(server);
  await client.signIn(email);
  return client;
}

describe.each(databases)('writing the audit log on $kind', ({ kind }) => {
  it('records who did what to whom, from where, for every audited action', async () => {
    const server = await testServer(kind);
    expect(await server.countRows('audit_event')).toBe(0);
    const userId = await idOf(server, USER_EMAIL);
    const adminId = await idOf(server, ADMIN_EMAIL);
    const user = { id: userId, email: USER_EMAIL };
    const admin = { id: adminId, email: ADMIN_EMAIL };
    type Expected = Omit<AuditRow, 'id' | 'created_at'>;
    const expected: Expected[] = [];
    const event = (
      action: string,
      actor: { id: string; email: string } | null,
      target: { type: string; id: string; label: string | null } | null,
      detail: Record<string, unknown> = {},
    ) =>
      expected.push({
        action,
        actor_id: actor?.id ?? null,
        actor_email: actor?.email ?? null,
        target_type: target?.type ?? null,
        target_id: target?.id ?? null,
        target_label: target?.label ?? null,
        ip_address: LOOPBACK,
        detail,
      });

    // Sign-in, a failed one, sign-out.
    const member = await signIn(server, USER_EMAIL);
    event('auth.signed_in', user, null);
    const stranger = claimingClient(server);
    const sent = server.smtp.messages.length;
    await stranger.sendCode('User@User.com');
    const code = await server.smtp.waitForCode(USER_EMAIL, { after: sent });
    const wrong = await stranger.submitCode(
      'User@User.com',
      String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    );
    expect(wrong.status).toBe(400);
    event('auth.sign_in_failed', null, null, { email: USER_EMAIL, code: 'INVALID_OTP' });
    expect((await member.api('POST', '/api/auth/sign-out', {})).status).toBe(200);
    event('auth.signed_out', user, null);

    // A user's life: created, updated with a new role, banned (and refused at sign-in), unbanned, deleted.
    const adminClient = await signIn(server, ADMIN_EMAIL);
    event('auth.signed_in', admin, null);
    const created = await adminClient.api('POST', '/api/rest/users', {
      name: 'Audit Subject',
      email: 'subject@example.org',
      role: 'user',
    });
    expect(created.status).toBe(201);
    const subject = { type: 'user', id: created.json.id as string, label: 'subject@example.org' };
    event('user.created', admin, subject, { role: 'user' });
    const updated = await adminClient.api('PUT', `/api/rest/users/${subject.id}`, {
      name: 'Audit Subject Renamed',
      email: 'subject@example.org',
      role: 'admin',
    });
    expect(updated.status).toBe(200);
    event('user.updated', admin, subject, { name: 'Audit Subject Renamed', email: 'subject@example.org' });
    event('user.role_changed', admin, subject, { from: 'user', to: 'admin' });
    const banEnds = new Date(Date.now() + 86_400_000).toISOString();
    const banned = await adminClient.api('POST', `/api/rest/users/${subject.id}/ban`, {
      reason: 'Audit',
      expiresAt: banEnds,
    });
    expect(banned.status).toBe(200);
    event('user.banned', admin, subject, { reason: 'Audit', expiresAt: banEnds });
    const refused = claimingClient(server);
    const beforeRefusal = server.smtp.messages.length;
    await refused.sendCode('subject@example.org');
    const subjectCode = await server.smtp.waitForCode('subject@example.org', { after: beforeRefusal });
    expect((await refused.submitCode('subject@example.org', subjectCode)).status).toBe(403);
    event('auth.sign_in_failed', null, null, { email: 'subject@example.org', code: 'BANNED_USER' });
    expect((await adminClient.api('POST', `/api/rest/users/${subject.id}/unban`)).status).toBe(200);
    event('user.unbanned', admin, subject);

    // Impersonation and sessions.
    const phone = await signIn(server, USER_EMAIL);
    event('auth.signed_in', user, null);
    await signIn(server, USER_EMAIL);
    event('auth.signed_in', user, null);
    expect((await adminClient.api('POST', '/api/auth/admin/impersonate-user', { userId })).status).toBe(200);
    event('impersonation.started', admin, { type: 'user', id: userId, label: USER_EMAIL });
    expect((await adminClient.api('POST', '/api/auth/admin/stop-impersonating', {})).status).toBe(200);
    event('impersonation.stopped', admin, { type: 'user', id: userId, label: USER_EMAIL });
    const phoneSession = (await phone.session())!.session.id;
    expect(
      (await adminClient.api('DELETE', `/api/rest/users/${userId}/sessions/${phoneSession}`)).status,
    ).toBe(200);
    event('session.revoked', admin, { type: 'user', id: userId, label: null }, { sessions: 1 });
    expect((await adminClient.api('DELETE', `/api/rest/users/${userId}/sessions`)).json).toEqual({
      revoked: 1,
    });
    event('session.revoked', admin, { type: 'user', id: userId, label: null }, { sessions: 1, all: true });
    expect((await adminClient.api('DELETE', `/api/rest/users/${subject.id}`)).status).toBe(200);
    event('user.deleted', admin, subject);

    // Books.
    const [genre] = await server.query<{ id: string }>(`select id from genre where name = 'Poetry'`);
    const book = await adminClient.api('POST', '/api/rest/books', {
      title: 'Audited Verses',
      author: 'A. Poet',
      genreId: genre!.id,
    });
    expect(book.status).toBe(201);
    const bookId = book.json.id as string;
    event('book.created', admin, { type: 'book', id: bookId, label: 'Audited Verses' });
    const renamed = await adminClient.api('PUT', `/api/rest/books/${bookId}`, {
      title: 'Audited Verses II',
      author: 'A. Poet',
      genreId: genre!.id,
    });
    expect(renamed.status).toBe(200);
    event('book.updated', admin, { type: 'book', id: bookId, label: 'Audited Verses II' });
    expect((await adminClient.api('DELETE', `/api/rest/books/${bookId}`)).status).toBe(200);
    event('book.deleted', admin, { type: 'book', id: bookId, label: 'Audited Verses II' });

    // Refused and failed changes leave no trace.
    expect((await adminClient.api('DELETE', `/api/rest/books/${bookId}`)).status).toBe(404);
    expect((await adminClient.api('DELETE', `/api/rest/users/${adminId}`)).status).toBe(403);
    const userClient = await signIn(server, USER_EMAIL);
    event('auth.signed_in', user, null);
    expect(
      (await userClient.api('POST', '/api/rest/books', { title: 'Nope', author: 'Nope', genreId: genre!.id }))
        .status,
    ).toBe(403);

    const rows = await auditRows(server);
    // Rows written in one transaction share a time; within it, keep the order in which they were expected.
    const order = (row: AuditRow) => expected.findIndex((entry) => entry.action === row.action);
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || order(a) - order(b));
    expect(rows.map(({ id: _id, created_at: _createdAt, ...rest }) => rest)).toEqual(expected);
  });

  it('records a sign-out during impersonation as the admin’s (impersonation.stopped), not the member’s', async () => {
    const server = await testServer(kind);
    const admin = await signIn(server, ADMIN_EMAIL);
    const adminId = await idOf(server, ADMIN_EMAIL);
    const userId = await idOf(server, USER_EMAIL);
    expect((await admin.api('POST', '/api/auth/admin/impersonate-user', { userId })).status).toBe(200);
    const before = await server.countRows('audit_event');

    expect((await admin.api('POST', '/api/auth/sign-out', {})).status).toBe(200);

    const written = (await auditRows(server)).slice(before);
    // The admin did this; the member did not sign out (they may not even have been signed in).
    expect(written.filter((row) => row.actor_email === USER_EMAIL)).toEqual([]);
    expect(written).toContainEqual(
      expect.objectContaining({
        action: 'impersonation.stopped',
        actor_id: adminId,
        actor_email: ADMIN_EMAIL,
        target_id: userId,
        ip_address: LOOPBACK,
      }),
    );
  });
});

describe.each(databases)('reading the audit log on $kind', ({ kind }) => {
  // One server and database for these tests; the first counts rows, so it has to stay first.
  const shared = sharedTestServer(kind);

  it('lists newest first to admins, filters by actor, action and day, and pages without duplicates', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const user = await server.signIn(USER_EMAIL);
    const adminId = await idOf(server, ADMIN_EMAIL);
    // History written straight into the table: old days for the date filter, and a burst of rows that
    // share one timestamp (one statement, one now()) so the cursor has to break ties by id.
    await server.query(
      `insert into audit_event (created_at, action, actor_id, actor_email, ip_address) values
         ('2023-12-31T23:59:59.999Z', 'book.created', $1, $2, '10.0.0.1'),
         ('2024-01-01T00:00:00.000Z', 'book.updated', $1, $2, '10.0.0.1'),
         ('2024-01-02T23:59:59.999Z', 'book.deleted', $1, $2, '10.0.0.1'),
         ('2024-01-03T00:00:00.000Z', 'book.created', 'someone', 'someone@example.org', '10.0.0.2')`,
      [adminId, ADMIN_EMAIL],
    );
    await server.query(
      `insert into audit_event (action, actor_id, actor_email, detail)
         select 'session.revoked', $1, $2, jsonb_build_object('n', n) from generate_series(1, 23) n`,
      [adminId, ADMIN_EMAIL],
    );
    const allIds = (
      await server.query<{ id: string }>('select id from audit_event order by created_at desc, id desc')
    ).map((row) => row.id);
    expect(allIds.length).toBeGreaterThan(28);

    const firstPage = await listAudit(admin, { limit: 100 });
    expect(firstPage.status).toBe(200);
    expect(firstPage.json.items.map((item) => item.id)).toEqual(allIds);
    expect(firstPage.json.nextCursor).toBeNull();
    const times = firstPage.json.items.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(firstPage.json.items[0]!.action).toBe('session.revoked');

    // Four at a time: every event once, in the same order.
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await listAudit(admin, cursor ? { limit: 4, cursor } : { limit: 4 });
      expect(response.status, response.text).toBe(200);
      walked.push(...response.json.items.map((item) => item.id));
      cursor = response.json.nextCursor;
      if (++pages > 100) throw new Error('the cursor never ends');
    } while (cursor);
    expect(walked).toEqual(allIds);
    expect(pages).toBe(Math.ceil(allIds.length / 4));

    const ids = async (query: Record<string, string>) => {
      const response = await listAudit(admin, { limit: 100, ...query });
      expect(response.status, `${JSON.stringify(query)}: ${response.text}`).toBe(200);
      return response.json.items.map((item) => item.id);
    };
    const sqlIds = async (where: string, params: unknown[] = []) =>
      (
        await server.query<{ id: string }>(
          `select id from audit_event where ${where} order by created_at desc, id desc`,
          params,
        )
      ).map((row) => row.id);

    expect(await ids({ actor: 'ADMIN@Admin.com' })).toEqual(await sqlIds('actor_email = $1', [ADMIN_EMAIL]));
    expect((await ids({ actor: 'ADMIN@Admin.com' })).length).toBe(27);
    expect(await ids({ actor: adminId })).toEqual(await sqlIds('actor_id = $1', [adminId]));
    expect(await ids({ actor: USER_EMAIL })).toEqual(await sqlIds('actor_email = $1', [USER_EMAIL]));
    expect((await ids({ actor: USER_EMAIL })).length).toBe(1);
    expect(await ids({ action: 'book.created' })).toEqual(await sqlIds(`action = 'book.created'`));
    expect((await ids({ action: 'book.created' })).length).toBe(2);
    expect(await ids({ action: 'book.created', actor: ADMIN_EMAIL })).toHaveLength(1);
    // Days are whole UTC days, both ends included.
    expect(await ids({ from: '2024-01-01', to: '2024-01-02' })).toEqual(
      await sqlIds(`created_at >= '2024-01-01T00:00:00Z' and created_at < '2024-01-03T00:00:00Z'`),
    );
    expect((await ids({ from: '2024-01-01', to: '2024-01-02' })).length).toBe(2);
    expect(await ids({ to: '2023-12-31' })).toHaveLength(1);
    expect(await ids({ from: '2024-01-03', to: '2024-01-03' })).toHaveLength(1);
    expect(await ids({ from: '2024-01-02' })).toEqual(await sqlIds(`created_at >= '2024-01-02T00:00:00Z'`));

    for (const bad of [
      { action: 'book.stolen' },
      { from: '2024-13-01' },
      { to: 'yesterday' },
      { limit: 0 },
      { limit: 101 },
      { cursor: 'garbage' },
      { cursor: Buffer.from(JSON.stringify([allIds[0]])).toString('base64url') },
    ]) {
      const response = await listAudit(admin, bad);
      expect(response.status, `${JSON.stringify(bad)}: ${response.text}`).toBe(400);
    }

    const asUser = await listAudit(user);
    expect(asUser.status).toBe(403);
    expect(asUser.json.code).toBe('FORBIDDEN');
    const anonymous = await listAudit(server.client());
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('UNAUTHORIZED');
  });

  it('refuses a cursor whose parts have the wrong kind with 400, not a server error', async () => {
    const server = shared();
    const admin = await server.signIn(ADMIN_EMAIL);
    const [event] = await auditRows(server);
    const cursor = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const key of [
      ['not a time', event!.id],
      ['2024-02-31 25:00:00+00', event!.id],
      [new Date().toISOString(), 'not-a-uuid'],
    ]) {
      const response = await listAudit(admin, { cursor: cursor(key) });
      expect(response.status, `cursor ${JSON.stringify(key)}: ${response.text}`).toBe(400);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE on audit_event, even in SQL', async () => {
    const server = shared();
    await server.signIn(USER_EMAIL);
    const before = await auditRows(server);
    expect(before.length).toBeGreaterThan(0);

    await expect(server.query(`update audit_event set actor_email = 'someone@else.org'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      server.query(`update audit_event set detail = '{}' where id = $1`, [before[0]!.id]),
    ).rejects.toThrow(/append-only/);
    await expect(server.query('delete from audit_event')).rejects.toThrow(/append-only/);
    await expect(server.query('truncate audit_event')).rejects.toThrow(/append-only/);
    expect(await auditRows(server)).toEqual(before);

    // Appending still works.
    await server.query(`insert into audit_event (action) values ('book.created')`);
    expect(await server.countRows('audit_event')).toBe(before.length + 1);
  });
});
