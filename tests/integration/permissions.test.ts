import { call, isLazy, isProcedure, ORPCError, type AnyProcedure } from '@orpc/server';
import { describe, expect, it } from 'vitest';
import { procedure as guardedProcedure } from '~/server/api/procedure';
import { demoCodeFor } from '~/server/demo-codes';
import { router } from '~/api/router';
import { insertJob } from '../support/jobs';
import { newWebhookSecret, sealWebhookSecret } from '~/server/webhooks/webhook-secret';
import { oneDatabase } from '../support/test-database';
import {
  ADMIN_EMAIL,
  TEST_AUTH_SECRET,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
} from '../support/test-server';

type Caller = 'anonymous' | 'user' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'admin'];

type Input = Record<string, unknown> | undefined;

interface Expectation {
  /**
   * The input of one call. `call` is unique within a test: inputs that name a row create it for
   * that call alone, so no call depends on what an earlier one did.
   */
  input?: (server: TestServer, call: number) => Promise<Input> | Input;
  /** The REST status each caller gets (RPC answers 200 for any success). */
  status: Record<Caller, number>;
  /**
   * Whether the 403s come from the handler (an organization's members only), which runs after demo
   * mode's refusal: in a demo those callers get 403 DEMO_MODE instead, refused all the same.
   */
  refusedInHandler?: boolean;
}

async function someGenreId(server: TestServer): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id from genre order by name limit 1');
  return row!.id;
}

/** A new book of its own for one call. */
async function freshBook(server: TestServer, call: number): Promise<{ id: string }> {
  const [row] = await server.query<{ id: string }>(
    'insert into book (title, author, genre_id) values ($1, $2, $3) returning id',
    [`Permission target ${call}`, 'Target Author', await someGenreId(server)],
  );
  return { id: row!.id };
}

/** A new member (role user, onboarded, not banned) of its own for one call. */
async function freshMember(server: TestServer, call: number): Promise<{ id: string; email: string }> {
  const [row] = await server.query<{ id: string; email: string }>(
    `insert into "user" (id, name, email, email_verified, role, onboarded_at)
     values ($1, 'Target Member', $2, true, 'user', now()) returning id, email`,
    [`permission-target-${call}`, `permission.target.${call}@example.org`],
  );
  return row!;
}

/** A new organization of its own for one call, with nobody in it: users and admins are outsiders. */
async function freshOrganization(server: TestServer, call: number): Promise<{ id: string }> {
  const [row] = await server.query<{ id: string }>(
    'insert into organization (id, name, slug) values ($1, $2, $3) returning id',
    [`permission-organization-${call}`, `Permission organization ${call}`, `permission-organization-${call}`],
  );
  return { id: row!.id };
}

/** A new shelf, in an organization of its own (with nobody in it), for one call. */
async function freshShelf(server: TestServer, call: number): Promise<{ id: string }> {
  const [row] = await server.query<{ id: string }>(
    'insert into shelf (organization_id, name) values ($1, $2) returning id',
    [(await freshOrganization(server, call)).id, `Permission shelf ${call}`],
  );
  return { id: row!.id };
}

/** A shelf with a book on it and the book, for one call. */
async function freshShelfBook(server: TestServer, call: number): Promise<{ id: string; bookId: string }> {
  const shelf = await freshShelf(server, call);
  const book = await freshBook(server, call);
  await server.query('insert into shelf_book (shelf_id, book_id) values ($1, $2)', [shelf.id, book.id]);
  return { id: shelf.id, bookId: book.id };
}

/** A pending invitation of its own for one call, to an organization of its own, from a fresh member. */
async function freshInvitation(server: TestServer, call: number): Promise<{ id: string }> {
  const organization = await freshOrganization(server, call);
  const inviter = await freshMember(server, call);
  const [row] = await server.query<{ id: string }>(
    `insert into invitation (id, organization_id, email, role, status, inviter_id, expires_at)
     values ($1, $2, $3, 'member', 'pending', $4, now() + interval '1 day') returning id`,
    [`permission-invitation-${call}`, organization.id, `permission.invitee.${call}@example.org`, inviter.id],
  );
  return { id: row!.id };
}

/**
 * A new webhook endpoint of its own for one call, enabled, for an event these calls never cause: only a
 * test event or a redelivery sends anything (to a name that never resolves).
 */
async function freshWebhook(server: TestServer, call: number): Promise<{ id: string }> {
  const [row] = await server.query<{ id: string }>(
    `insert into webhook_endpoint (url, events, secret) values ($1, '{invitation.accepted}', $2) returning id`,
    [`https://hooks.invalid/permission-${call}`, sealWebhookSecret(newWebhookSecret(), TEST_AUTH_SECRET)],
  );
  return { id: row!.id };
}

/** A delivered webhook delivery of a fresh endpoint, for one call. */
async function freshWebhookDelivery(
  server: TestServer,
  call: number,
): Promise<{ id: string; deliveryId: string }> {
  const endpoint = await freshWebhook(server, call);
  const eventId = `msg_permission_${call}`;
  await server.query(`insert into webhook_event (id, type, payload) values ($1, 'webhook.test', '{}')`, [
    eventId,
  ]);
  const [row] = await server.query<{ id: string }>(
    `insert into webhook_delivery (event_id, endpoint_id, status, attempts) values ($1, $2, 'delivered', 1)
     returning id`,
    [eventId, endpoint.id],
  );
  return { id: endpoint.id, deliveryId: row!.id };
}

const bookInput = async (server: TestServer, call: number) => ({
  title: `Permission probe ${call}`,
  author: 'Probe Author',
  genreId: await someGenreId(server),
});

const member = async (server: TestServer, call: number) => ({ id: (await freshMember(server, call)).id });

/** A new member with a passkey of their own, for one call. */
async function memberPasskey(server: TestServer, call: number): Promise<{ id: string; passkeyId: string }> {
  const { id } = await freshMember(server, call);
  const passkeyId = `permission-target-passkey-${call}`;
  await server.query(
    `insert into passkey (id, user_id, public_key, credential_id, counter, device_type, backed_up)
     values ($1, $2, 'key', $1, 0, 'singleDevice', false)`,
    [passkeyId, id],
  );
  return { id, passkeyId };
}

/** A new member with an API key of their own, for one call. */
async function memberApiKey(server: TestServer, call: number): Promise<{ id: string; keyId: string }> {
  const { id } = await freshMember(server, call);
  const [key] = await server.query<{ id: string }>(
    `insert into api_key (user_id, name, start, key_hash, permissions)
     values ($1, 'Probe', 'folio_probe', $2, '{"book":["read"]}') returning id::text as id`,
    [id, `permission-target-key-${call}`],
  );
  return { id, keyId: key!.id };
}

/** Someone else's passkey, addressed as one's own: not found for everyone signed in. */
const othersPasskey = async (server: TestServer, call: number) => ({
  passkeyId: (await memberPasskey(server, call)).passkeyId,
});
const NOT_THEIRS = { anonymous: 401, user: 404, admin: 404 };

/** What anonymous callers, users and admins get from a procedure only admins may call. */
const ADMIN_ONLY = { anonymous: 401, user: 403, admin: 200 };
const SIGNED_IN = { anonymous: 401, user: 200, admin: 200 };
/**
 * What callers who are not members of an organization get from its shelves, Folio admins included
 * (the membership is checked in the handler, after demo mode's refusal).
 */
const MEMBERS_ONLY = { status: { anonymous: 401, user: 403, admin: 403 }, refusedInHandler: true };

/**
 * What every caller gets from every procedure. A procedure added to the router without a line
 * here fails this suite: decide who may call it before shipping it.
 */
const EXPECTATIONS: Record<string, Expectation> = {
  'account.export': { status: SIGNED_IN },
  'account.requestDeletion': { status: SIGNED_IN },
  // A wrong code: everyone signed in may ask, and is refused for the code (no account is deleted here).
  'account.delete': { input: () => ({ code: '000000' }), status: { anonymous: 401, user: 400, admin: 400 } },
  'account.passkeys.list': { status: SIGNED_IN },
  'account.passkeys.rename': {
    input: async (server, call) => ({ ...(await othersPasskey(server, call)), name: 'Not mine' }),
    status: NOT_THEIRS,
  },
  'account.passkeys.remove': { input: othersPasskey, status: NOT_THEIRS },
  'account.apiKeys.list': { status: SIGNED_IN },
  'account.apiKeys.create': {
    input: () => ({ name: 'Probe', lifetime: '30d', permissions: { book: ['read'] } }),
    status: { anonymous: 401, user: 201, admin: 201 },
  },
  'account.apiKeys.revoke': {
    input: async (server, call) => ({ keyId: (await memberApiKey(server, call)).keyId }),
    status: NOT_THEIRS,
  },
  'account.createPictureUpload': { input: () => ({ contentType: 'image/webp' }), status: SIGNED_IN },
  // An upload that was never sent: everyone signed in may ask, and is refused for the upload.
  'account.setPicture': {
    input: () => ({ uploadId: '00000000-0000-4000-8000-000000000000' }),
    status: { anonymous: 401, user: 400, admin: 400 },
  },
  'account.removePicture': { status: SIGNED_IN },
  'audit.list': { input: () => ({ limit: 5 }), status: ADMIN_ONLY },
  'books.list': { input: () => ({ limit: 5 }), status: SIGNED_IN },
  'books.count': { input: () => ({ searchTerm: 'the' }), status: SIGNED_IN },
  'books.get': { input: freshBook, status: SIGNED_IN },
  'books.create': { input: bookInput, status: { ...ADMIN_ONLY, admin: 201 } },
  'books.update': {
    input: async (server, call) => ({
      ...(await freshBook(server, call)),
      ...(await bookInput(server, call)),
    }),
    status: ADMIN_ONLY,
  },
  'books.delete': { input: freshBook, status: ADMIN_ONLY },
  'books.createCoverUpload': { input: () => ({ contentType: 'image/png' }), status: ADMIN_ONLY },
  // An upload that was never sent: admins may ask, and are refused for the upload.
  'books.setCover': {
    input: async (server, call) => ({
      ...(await freshBook(server, call)),
      uploadId: '00000000-0000-4000-8000-000000000000',
    }),
    status: { anonymous: 401, user: 403, admin: 400 },
  },
  'books.removeCover': { input: freshBook, status: ADMIN_ONLY },
  'dashboard.get': { status: ADMIN_ONLY },
  'genres.list': { status: SIGNED_IN },
  'jobs.list': { input: () => ({ status: 'failed', limit: 5 }), status: ADMIN_ONLY },
  'jobs.retry': { input: async (server) => ({ id: await insertJob(server, 'failed') }), status: ADMIN_ONLY },
  'jobs.cancel': {
    input: async (server) => ({ id: await insertJob(server, 'created') }),
    status: ADMIN_ONLY,
  },
  'onboarding.complete': { input: () => ({ name: 'Grace Hopper' }), status: SIGNED_IN },
  'organizations.mine': { status: SIGNED_IN },
  // An organization nobody is in: a user may not read it, a Folio admin may.
  'organizations.get': { input: freshOrganization, status: ADMIN_ONLY },
  'organizations.list': { input: () => ({ limit: 5, searchTerm: 'club' }), status: ADMIN_ONLY },
  'organizations.delete': { input: freshOrganization, status: ADMIN_ONLY },
  // The invitation's page: anyone holding its link (the id) may read it, signed in or not.
  'organizations.invitation': { input: freshInvitation, status: { anonymous: 200, user: 200, admin: 200 } },
  // Shelves are curated by the organization's owners and admins only, never by a Folio admin as such.
  'shelves.create': {
    input: async (server, call) => ({
      organizationId: (await freshOrganization(server, call)).id,
      name: `Probe shelf ${call}`,
    }),
    ...MEMBERS_ONLY,
  },
  'shelves.rename': {
    input: async (server, call) => ({ ...(await freshShelf(server, call)), name: `Renamed shelf ${call}` }),
    ...MEMBERS_ONLY,
  },
  'shelves.delete': { input: freshShelf, ...MEMBERS_ONLY },
  'shelves.addBook': {
    input: async (server, call) => ({
      ...(await freshShelf(server, call)),
      bookId: (await freshBook(server, call)).id,
    }),
    ...MEMBERS_ONLY,
  },
  'shelves.removeBook': { input: freshShelfBook, ...MEMBERS_ONLY },
  'users.list': { input: () => ({ limit: 5 }), status: ADMIN_ONLY },
  'users.count': { input: () => ({ role: 'admin' }), status: ADMIN_ONLY },
  'users.get': { input: member, status: ADMIN_ONLY },
  'users.create': {
    input: (_, call) => ({ name: 'Probe Person', email: `probe.person.${call}@example.org`, role: 'user' }),
    status: { ...ADMIN_ONLY, admin: 201 },
  },
  'users.update': {
    input: async (server, call) => ({
      ...(await freshMember(server, call)),
      name: 'Renamed Member',
      role: 'user',
    }),
    status: ADMIN_ONLY,
  },
  'users.delete': { input: member, status: ADMIN_ONLY },
  'users.ban': {
    input: async (server, call) => ({ ...(await member(server, call)), reason: 'Permission probe' }),
    status: ADMIN_ONLY,
  },
  'users.unban': {
    input: async (server, call) => {
      const target = await member(server, call);
      await server.query(`update "user" set banned = true, ban_reason = 'probe' where id = $1`, [target.id]);
      return target;
    },
    status: ADMIN_ONLY,
  },
  'users.resetSecondFactor': {
    input: async (server, call) => {
      const target = await member(server, call);
      await server.query(
        `insert into two_factor (id, secret, backup_codes, user_id) values ($1, 'probe', 'probe', $1)`,
        [target.id],
      );
      await server.query(`update "user" set two_factor_enabled = true where id = $1`, [target.id]);
      return target;
    },
    status: ADMIN_ONLY,
  },
  'users.sessions.list': { input: member, status: ADMIN_ONLY },
  'users.sessions.revoke': {
    input: async (server, call) => {
      const target = await member(server, call);
      const sessionId = `permission-target-session-${call}`;
      await server.query(
        `insert into session (id, token, expires_at, user_id) values ($1, $2, now() + interval '1 day', $3)`,
        [sessionId, `permission-target-token-${call}`, target.id],
      );
      return { ...target, sessionId };
    },
    status: ADMIN_ONLY,
  },
  'users.sessions.revokeAll': { input: member, status: ADMIN_ONLY },
  'users.passkeys.list': { input: member, status: ADMIN_ONLY },
  'users.passkeys.remove': { input: memberPasskey, status: ADMIN_ONLY },
  'users.apiKeys.list': { input: member, status: ADMIN_ONLY },
  'users.apiKeys.revoke': { input: memberApiKey, status: ADMIN_ONLY },
  'webhooks.list': { status: ADMIN_ONLY },
  'webhooks.get': { input: freshWebhook, status: ADMIN_ONLY },
  // Made disabled: nothing is ever sent to them.
  'webhooks.create': {
    input: (_, call) => ({
      url: `https://hooks.invalid/new-${call}`,
      events: ['book.created'],
      enabled: false,
    }),
    status: { ...ADMIN_ONLY, admin: 201 },
  },
  'webhooks.update': {
    input: async (server, call) => ({
      ...(await freshWebhook(server, call)),
      url: `https://hooks.invalid/changed-${call}`,
      events: ['invitation.accepted'],
      enabled: false,
    }),
    status: ADMIN_ONLY,
  },
  'webhooks.rotateSecret': { input: freshWebhook, status: ADMIN_ONLY },
  'webhooks.delete': { input: freshWebhook, status: ADMIN_ONLY },
  'webhooks.sendTest': { input: freshWebhook, status: ADMIN_ONLY },
  'webhooks.deliveries': { input: freshWebhook, status: ADMIN_ONLY },
  'webhooks.redeliver': { input: freshWebhookDelivery, status: ADMIN_ONLY },
};

interface RouterProcedure {
  name: string;
  path: string[];
  procedure: AnyProcedure;
  method: string;
  restPath: string;
}

/** Every procedure in the router, found by walking it (nested routers included). */
function routerProcedures(node: unknown = router, path: string[] = []): RouterProcedure[] {
  if (isProcedure(node)) {
    const route = node['~orpc'].route;
    if (!route.path) throw new Error(`${path.join('.')} has no REST path`);
    return [
      { name: path.join('.'), path, procedure: node, method: route.method ?? 'POST', restPath: route.path },
    ];
  }
  if (isLazy(node)) throw new Error(`${path.join('.')} is a lazy router: teach routerProcedures to load it`);
  if (typeof node !== 'object' || node === null)
    throw new Error(`${path.join('.')} is neither a router nor a procedure`);
  return Object.entries(node).flatMap(([key, child]) => routerProcedures(child, [...path, key]));
}

const PROCEDURES = routerProcedures();

const ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};

/** "200", or "401 UNAUTHORIZED": the status with the error code a client would see. */
function outcome({ status, code }: { status: number; code?: string }): string {
  return status < 300 ? String(status) : `${status} ${code}`;
}

function expectedOutcome(status: number, transport: 'REST' | 'RPC'): string {
  if (status < 300) return transport === 'RPC' ? '200' : String(status);
  return outcome({ status, code: ERROR_CODES[status] });
}

/** The REST request for an input: path parameters filled in, the rest as query (GET) or JSON body. */
function restRequest(entry: RouterProcedure, input: Input): { path: string; body?: unknown } {
  const remaining: Record<string, unknown> = { ...input };
  const path = entry.restPath.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = remaining[key];
    delete remaining[key];
    return encodeURIComponent(String(value));
  });
  const hasFields = Object.keys(remaining).length > 0;
  if (entry.method === 'GET' || entry.method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(remaining).map(([key, value]) => [key, String(value)]));
    return { path: `/api/rest${path}${hasFields ? `?${query}` : ''}` };
  }
  return { path: `/api/rest${path}`, body: hasFields ? remaining : undefined };
}

async function callRest(client: TestClient, entry: RouterProcedure, input: Input) {
  const { path, body } = restRequest(entry, input);
  const response = await client.api(entry.method, path, body);
  return { status: response.status, code: response.json?.code as string | undefined };
}

async function callRpc(client: TestClient, entry: RouterProcedure, input: Input) {
  const response = await client.api(
    'POST',
    `/api/rpc/${entry.path.join('/')}`,
    input === undefined ? {} : { json: input },
  );
  return { status: response.status, code: response.json?.json?.code as string | undefined };
}

async function callers(server: TestServer): Promise<Record<Caller, TestClient>> {
  return {
    anonymous: server.client(),
    user: await server.signIn(USER_EMAIL),
    admin: await server.signIn(ADMIN_EMAIL),
  };
}

/** A fingerprint of every row of every table (taken after signing in, so sessions stay put too). */
async function contentFingerprint(server: TestServer): Promise<Record<string, string>> {
  const tables = await server.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await server.query<{ digest: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
    );
    fingerprint[name] = row?.digest ?? '';
  }
  return fingerprint;
}

describe('the permission table', () => {
  it('has an expectation for every procedure of the router, and none for a procedure that is gone', () => {
    expect(PROCEDURES.length).toBeGreaterThan(0);
    expect(PROCEDURES.map((entry) => entry.name).sort()).toEqual(Object.keys(EXPECTATIONS).sort());
  });
});

describe.each(oneDatabase)('who may call what on $kind', ({ kind }) => {
  // One database for the whole table (a copy per procedure would cost a second each on PGlite);
  // every call gets rows of its own, so the calls cannot affect one another.
  it('every procedure answers anonymous callers, users and admins as the table says, over REST and RPC', async () => {
    const server = await testServer(kind);
    const clients = await callers(server);

    let calls = 0;
    const actual: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const entry of PROCEDURES) {
      const expectation = EXPECTATIONS[entry.name];
      if (!expectation) {
        actual[entry.name] = 'no expectation';
        expected[entry.name] = 'a line in EXPECTATIONS';
        continue;
      }
      for (const caller of CALLERS) {
        for (const transport of ['REST', 'RPC'] as const) {
          const input = await expectation.input?.(server, calls++);
          const send = transport === 'REST' ? callRest : callRpc;
          expected[`${entry.name} ${transport} ${caller}`] = expectedOutcome(
            expectation.status[caller],
            transport,
          );
          actual[`${entry.name} ${transport} ${caller}`] = outcome(await send(clients[caller], entry, input));
        }
      }
    }
    expect(actual).toEqual(expected);
    // Hundreds of calls, six more with every generated feature (npm run new:feature), after PGlite's start.
  }, 90_000);

  it('lists the genres, sorted by name, to a signed-in user', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const response = await user.api('GET', '/api/rest/genres');
    expect(response.status).toBe(200);
    const names = (response.json as Array<{ id: string; name: string }>).map((genre) => genre.name);
    expect(names).toHaveLength(await server.countRows('genre'));
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('judges the role as stored now, not as it was at sign-in', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    // A stand-in for an admin-only procedure, through the same middleware chain as the router's.
    const adminOnly = guardedProcedure.meta({ permission: { user: ['ban'] } }).handler(() => 'done');
    const asUser = () =>
      call(adminOnly, undefined, {
        context: { headers: new Headers({ cookie: user.cookieHeader() }), server: server.context },
      });
    await expect(asUser()).rejects.toSatisfy(
      (error) => error instanceof ORPCError && error.code === 'FORBIDDEN',
    );

    await server.query(`update "user" set role = 'admin' where email = $1`, [USER_EMAIL]);
    await expect(asUser()).resolves.toBe('done');

    await server.query(`update "user" set role = 'user' where email = $1`, [USER_EMAIL]);
    await expect(asUser()).rejects.toBeInstanceOf(ORPCError);
  });

  it('refuses a procedure that declares no permission, even to an admin', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const undeclared = guardedProcedure.handler(() => 'done');
    await expect(
      call(undeclared, undefined, {
        context: { headers: new Headers({ cookie: admin.cookieHeader() }), server: server.context },
      }),
    ).rejects.toSatisfy((error) => error instanceof ORPCError && error.code === 'FORBIDDEN');
  });

  describe('with DEMO_MODE=true', () => {
    const mutations = PROCEDURES.filter((entry) => entry.method !== 'GET');
    const reads = PROCEDURES.filter((entry) => entry.method === 'GET');
    const VISITOR = 'demo.visitor@example.org';

    it('refuses every mutating procedure with 403 DEMO_MODE to whoever may call it, and changes nothing', async () => {
      expect(mutations.length).toBeGreaterThan(0);
      const server = await testServer({ database: kind, env: { DEMO_MODE: 'true' } });
      const clients = await callers(server);
      // Nobody else gets in: no code for an address that is not a demo account, and no account made.
      const visitor = await server.client().sendCode(VISITOR);
      expect([visitor.status, visitor.json?.code]).toEqual([403, 'DEMO_MODE']);
      // Inputs may set up rows (a session to revoke, a ban to lift): all of that happens before the fingerprint.
      const inputs = new Map<string, Input>();
      for (const entry of mutations)
        inputs.set(entry.name, await EXPECTATIONS[entry.name]!.input?.(server, inputs.size));
      const before = await contentFingerprint(server);

      const actual: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const entry of mutations) {
        const expectation = EXPECTATIONS[entry.name]!;
        for (const [caller, client] of Object.entries(clients)) {
          const status = expectation.status[caller as Caller];
          for (const transport of ['REST', 'RPC'] as const) {
            const send = transport === 'REST' ? callRest : callRpc;
            // Demo mode lets nobody in who was not let in before: only the refusal changes.
            // A refusal about the request itself (400) or its target (404) comes after the demo check,
            // which stops it first.
            const demoFirst =
              status < 300 ||
              status === 400 ||
              status === 404 ||
              (status === 403 && expectation.refusedInHandler);
            expected[`${entry.name} ${transport} ${caller}`] = demoFirst
              ? '403 DEMO_MODE'
              : expectedOutcome(status, transport);
            actual[`${entry.name} ${transport} ${caller}`] = outcome(
              await send(client, entry, inputs.get(entry.name)),
            );
          }
        }
      }

      expect(actual).toEqual(expected);
      expect(await contentFingerprint(server)).toEqual(before);
      expect(await server.countRows('user', 'email = $1', [VISITOR])).toBe(0);
    });

    it("shows a demo account's code on every instance of the database, until it expires", async () => {
      const first = await testServer({ database: kind, env: { DEMO_MODE: 'true' } });
      const second = await testServer({
        database: kind,
        env: { DEMO_MODE: 'true' },
        sharedDatabase: first.db,
      });
      expect((await first.client().sendCode(USER_EMAIL)).status).toBe(200);

      // Asked for on one instance, the code is where every other one reads it: the database.
      const code = await demoCodeFor(second.context.connection.db, USER_EMAIL);
      expect(code).toMatch(/^\d{6}$/);
      const visitor = second.client();
      expect((await visitor.submitCode(USER_EMAIL, code!)).status).toBe(200);
      expect((await visitor.session())?.user.email).toBe(USER_EMAIL);

      await first.query(`update verification set expires_at = now() - interval '1 second'`);
      expect(await demoCodeFor(second.context.connection.db, USER_EMAIL)).toBeNull();
    });

    it('still answers reading procedures', async () => {
      expect(reads.length).toBeGreaterThan(0);
      const server = await testServer({ database: kind, env: { DEMO_MODE: 'true' } });
      const clients = await callers(server);

      let calls = 0;
      const actual: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const entry of reads) {
        const expectation = EXPECTATIONS[entry.name]!;
        for (const caller of CALLERS) {
          for (const transport of ['REST', 'RPC'] as const) {
            const input = await expectation.input?.(server, calls++);
            const send = transport === 'REST' ? callRest : callRpc;
            expected[`${entry.name} ${transport} ${caller}`] = expectedOutcome(
              expectation.status[caller],
              transport,
            );
            actual[`${entry.name} ${transport} ${caller}`] = outcome(
              await send(clients[caller], entry, input),
            );
          }
        }
      }
      expect(actual).toEqual(expected);
    });
  });
});
