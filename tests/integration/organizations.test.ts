import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentFingerprint, sharedTestServer } from '../support/shared-server';
import { databases } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type ApiResponse,
  type TestClient,
  type TestServer,
} from '../support/test-server';

/** The tables an organization request may change. */
const ORGANIZATION_TABLES = [
  'organization',
  'member',
  'invitation',
  'team',
  'team_member',
  'shelf',
  'shelf_book',
];

let sequence = 0;
/** Unique within a run and across workers: addresses, slugs and names never collide. */
function unique(): string {
  return `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;
}

/** A better-auth-style id (32 characters). */
function newId(): string {
  return randomBytes(16).toString('hex');
}

interface Person {
  client: TestClient;
  id: string;
  email: string;
  name: string;
}

/** A new person, signed in through the e-mail code flow, with a name and onboarded. */
async function newPerson(server: TestServer, label: string): Promise<Person> {
  // Every test client comes from 127.0.0.1: forget the per-IP code budget (20 per 15 minutes), which
  // a suite signing in many people would spend; the per-address limits stay.
  await server.query(`delete from throttle_counter where key like 'send:ip:%' or key like 'verify:ip:%'`);
  const email = `${label}.${unique()}@example.org`;
  const client = await server.signIn(email);
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} Person`;
  const [row] = await server.query<{ id: string }>(
    'update "user" set name = $1, onboarded_at = now() where email = $2 returning id',
    [name, email],
  );
  return { client, id: row!.id, email, name };
}

/** Someone with an account who never signs in here (inserted directly). */
async function bystander(server: TestServer): Promise<{ id: string; email: string }> {
  const id = newId();
  const email = `bystander.${unique()}@example.org`;
  await server.query(
    `insert into "user" (id, name, email, email_verified, role, onboarded_at)
     values ($1, 'Bystander Person', $2, true, 'user', now())`,
    [id, email],
  );
  return { id, email };
}

/** A new book in the catalogue. */
async function newBook(server: TestServer): Promise<string> {
  const [row] = await server.query<{ id: string }>(
    `insert into book (title, author) values ($1, 'Shelf Author') returning id`,
    [`Shelf book ${unique()}`],
  );
  return row!.id;
}

/** "200", or "403 YOU_ARE_NOT_ALLOWED_TO_…": the status with the error code a client sees (if any). */
function outcome(response: ApiResponse): string {
  if (response.status < 300) return String(response.status);
  const code = response.json?.code as string | undefined;
  return code ? `${response.status} ${code}` : String(response.status);
}

/** A call to one of better-auth's organization endpoints. */
function auth(client: TestClient, path: string, body?: unknown) {
  return client.api('POST', `/api/auth/organization/${path}`, body);
}

/** The outcome ("200", "403 CODE") of a call to one of better-auth's organization endpoints. */
async function attempt(client: TestClient, path: string, body?: unknown): Promise<string> {
  return outcome(await auth(client, path, body));
}

function setRole(client: TestClient, organizationId: string, memberId: string, role: unknown) {
  return attempt(client, 'update-member-role', { organizationId, memberId, role });
}

function removeMember(client: TestClient, organizationId: string, memberIdOrEmail: string) {
  return attempt(client, 'remove-member', { organizationId, memberIdOrEmail });
}

interface OrganizationJson {
  id: string;
  name: string;
  slug: string;
}

async function createOrganization(client: TestClient, name = `Club ${unique()}`): Promise<OrganizationJson> {
  const response = await auth(client, 'create', { name, slug: `club-${unique()}` });
  expect(response.status, response.text).toBe(200);
  return response.json as OrganizationJson;
}

interface InvitationJson {
  id: string;
  email: string;
  role: string;
  organizationId: string;
  status: string;
  expiresAt: string;
}

/** Invites `email` and waits for the invitation e-mail, which a job sends after the answer. */
async function invite(client: TestClient, organizationId: string, email: string, role = 'member') {
  const mark = client.smtp.messages.length;
  const response = await auth(client, 'invite-member', { organizationId, email, role });
  expect(response.status, response.text).toBe(200);
  await client.smtp.waitForEmail(email, { after: mark });
  return response.json as InvitationJson;
}

/** A new person who joins the organization through an invitation from `inviter`; with their member id. */
async function join(
  server: TestServer,
  inviter: TestClient,
  organizationId: string,
  role: 'owner' | 'admin' | 'member',
  label: string = role,
): Promise<Person & { memberId: string }> {
  const person = await newPerson(server, label);
  const invitation = await invite(inviter, organizationId, person.email, role);
  const accepted = await auth(person.client, 'accept-invitation', { invitationId: invitation.id });
  expect(accepted.status, accepted.text).toBe(200);
  return { ...person, memberId: accepted.json.member.id as string };
}

async function memberRoles(server: TestServer, organizationId: string): Promise<Record<string, string>> {
  const rows = await server.query<{ email: string; role: string }>(
    `select u.email, m.role from member m join "user" u on u.id = m.user_id
      where m.organization_id = $1 order by u.email`,
    [organizationId],
  );
  return Object.fromEntries(rows.map((row) => [row.email, row.role]));
}

async function memberId(server: TestServer, organizationId: string, userId: string): Promise<string> {
  const [row] = await server.query<{ id: string }>(
    'select id from member where organization_id = $1 and user_id = $2',
    [organizationId, userId],
  );
  if (!row) throw new Error(`${userId} is not a member of ${organizationId}`);
  return row.id;
}

function invitationStatus(server: TestServer, id: string) {
  return server
    .query<{ status: string }>('select status from invitation where id = $1', [id])
    .then((rows) => rows[0]?.status);
}

/** The public preview of an invitation, asked without a session. */
function preview(server: TestServer, id: string) {
  return server.client().api('GET', `/api/rest/invitations/${encodeURIComponent(id)}`);
}

function mine(client: TestClient) {
  return client.api<Array<{ id: string; viewerRole: string }>>('GET', '/api/rest/organizations/mine');
}

// ---------------------------------------------------------------------------------------------
// The role table: every operation, called by each kind of caller on an organization of its own.

type Caller = 'owner' | 'admin' | 'member' | 'outsider' | 'folioAdmin' | 'anonymous';
const CALLERS: Caller[] = ['owner', 'admin', 'member', 'outsider', 'folioAdmin', 'anonymous'];

/** One organization, built in SQL for one call: the callers in their roles and something of each kind. */
interface World {
  organizationId: string;
  /** A plain member whom nobody signs in as, in the team: the one removed, promoted, taken off the team. */
  target: { userId: string; memberId: string };
  /** Another plain member, in no team: the one put in the team. */
  newcomerUserId: string;
  /** A team the target is in. */
  teamId: string;
  /** Pending, sent by the owner. */
  invitationId: string;
  shelfId: string;
  /** On the shelf, and not on it. */
  shelvedBookId: string;
  otherBookId: string;
}

interface Cast {
  owner: Person;
  admin: Person;
  member: Person;
  outsider: Person;
  folioAdmin: Person;
}

async function buildWorld(server: TestServer, cast: Cast): Promise<World> {
  const organizationId = newId();
  await server.query('insert into organization (id, name, slug) values ($1, $2, $3)', [
    organizationId,
    `World ${unique()}`,
    `world-${unique()}`,
  ]);
  const target = await bystander(server);
  const newcomer = await bystander(server);
  const memberIds: Record<string, string> = {};
  for (const [userId, role] of [
    [cast.owner.id, 'owner'],
    [cast.admin.id, 'admin'],
    [cast.member.id, 'member'],
    [target.id, 'member'],
    [newcomer.id, 'member'],
  ] as const) {
    memberIds[userId] = newId();
    await server.query('insert into member (id, organization_id, user_id, role) values ($1, $2, $3, $4)', [
      memberIds[userId],
      organizationId,
      userId,
      role,
    ]);
  }
  const teamId = newId();
  await server.query('insert into team (id, name, organization_id, member_count) values ($1, $2, $3, 1)', [
    teamId,
    'Readers',
    organizationId,
  ]);
  await server.query('insert into team_member (id, team_id, user_id) values ($1, $2, $3)', [
    newId(),
    teamId,
    target.id,
  ]);
  const invitationId = newId();
  await server.query(
    `insert into invitation (id, organization_id, email, role, status, inviter_id, expires_at)
     values ($1, $2, $3, 'member', 'pending', $4, now() + interval '1 day')`,
    [invitationId, organizationId, `invited.${unique()}@example.org`, cast.owner.id],
  );
  const [shelfRow] = await server.query<{ id: string }>(
    'insert into shelf (organization_id, name) values ($1, $2) returning id',
    [organizationId, 'Favourites'],
  );
  const shelvedBookId = await newBook(server);
  await server.query('insert into shelf_book (shelf_id, book_id) values ($1, $2)', [
    shelfRow!.id,
    shelvedBookId,
  ]);
  return {
    organizationId,
    target: { userId: target.id, memberId: memberIds[target.id]! },
    newcomerUserId: newcomer.id,
    teamId,
    invitationId,
    shelfId: shelfRow!.id,
    shelvedBookId,
    otherBookId: await newBook(server),
  };
}

interface Operation {
  request: (world: World) => { method: string; path: string; body?: unknown };
  /** What each caller gets. */
  expected: Record<Caller, string>;
}

// Anonymous callers get 401; better-auth's endpoints that read the session themselves send no code.
const ORG_CHANGE = { owner: '200', admin: '200', anonymous: '401 UNAUTHORIZED' };
const SHELF_CHANGE = {
  owner: '200',
  admin: '200',
  member: '403 FORBIDDEN',
  outsider: '403 FORBIDDEN',
  folioAdmin: '403 FORBIDDEN',
  anonymous: '401 UNAUTHORIZED',
};

const post = (path: string, body: unknown) => ({
  method: 'POST',
  path: `/api/auth/organization/${path}`,
  body,
});

const OPERATIONS: Record<string, Operation> = {
  'update the organization': {
    request: (world) => post('update', { organizationId: world.organizationId, data: { name: 'Renamed' } }),
    expected: {
      ...ORG_CHANGE,
      anonymous: '401',
      member: '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
      outsider: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
      folioAdmin: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
    },
  },
  'delete the organization': {
    request: (world) => post('delete', { organizationId: world.organizationId }),
    expected: {
      ...ORG_CHANGE,
      anonymous: '401',
      admin: '403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
      member: '403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
      outsider: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
      folioAdmin: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
    },
  },
  'delete the organization as a Folio admin': {
    request: (world) => ({ method: 'DELETE', path: `/api/rest/organizations/${world.organizationId}` }),
    expected: {
      owner: '403 FORBIDDEN',
      admin: '403 FORBIDDEN',
      member: '403 FORBIDDEN',
      outsider: '403 FORBIDDEN',
      folioAdmin: '200',
      anonymous: '401 UNAUTHORIZED',
    },
  },
  invite: {
    request: (world) =>
      post('invite-member', {
        organizationId: world.organizationId,
        email: `new.${unique()}@example.org`,
        role: 'member',
      }),
    expected: {
      ...ORG_CHANGE,
      member: '403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
      outsider: '400 MEMBER_NOT_FOUND',
      folioAdmin: '400 MEMBER_NOT_FOUND',
    },
  },
  'cancel an invitation': {
    request: (world) => post('cancel-invitation', { invitationId: world.invitationId }),
    expected: {
      ...ORG_CHANGE,
      member: '403 YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
      outsider: '400 MEMBER_NOT_FOUND',
      folioAdmin: '400 MEMBER_NOT_FOUND',
    },
  },
  'make a member admin': {
    request: (world) =>
      post('update-member-role', {
        organizationId: world.organizationId,
        memberId: world.target.memberId,
        role: 'admin',
      }),
    expected: {
      ...ORG_CHANGE,
      member: '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
      outsider: '400 MEMBER_NOT_FOUND',
      folioAdmin: '400 MEMBER_NOT_FOUND',
    },
  },
  'remove a member': {
    request: (world) =>
      post('remove-member', { organizationId: world.organizationId, memberIdOrEmail: world.target.memberId }),
    expected: {
      ...ORG_CHANGE,
      // better-auth answers 401 here; Folio refuses a signed-in member with 403 before it.
      member: '403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
      outsider: '400 MEMBER_NOT_FOUND',
      folioAdmin: '400 MEMBER_NOT_FOUND',
    },
  },
  'create a team': {
    request: (world) => post('create-team', { organizationId: world.organizationId, name: 'New team' }),
    expected: {
      ...ORG_CHANGE,
      anonymous: '401',
      member: '403 YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION',
      // better-auth's code for a caller who is not a member.
      outsider: '403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
      folioAdmin: '403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
    },
  },
  'rename a team': {
    request: (world) =>
      post('update-team', {
        teamId: world.teamId,
        data: { name: 'Renamed team', organizationId: world.organizationId },
      }),
    expected: {
      ...ORG_CHANGE,
      member: '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
      outsider: '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
      folioAdmin: '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
    },
  },
  'remove a team': {
    request: (world) => post('remove-team', { organizationId: world.organizationId, teamId: world.teamId }),
    expected: {
      ...ORG_CHANGE,
      anonymous: '401',
      member: '403 YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION',
      outsider: '403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM',
      folioAdmin: '403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM',
    },
  },
  'add a team member': {
    request: (world) =>
      post('add-team-member', {
        organizationId: world.organizationId,
        teamId: world.teamId,
        userId: world.newcomerUserId,
      }),
    expected: {
      ...ORG_CHANGE,
      member: '403 YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER',
      outsider: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
      folioAdmin: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
    },
  },
  'remove a team member': {
    request: (world) =>
      post('remove-team-member', {
        organizationId: world.organizationId,
        teamId: world.teamId,
        userId: world.target.userId,
      }),
    expected: {
      ...ORG_CHANGE,
      member: '403 YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER',
      outsider: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
      folioAdmin: '400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
    },
  },
  leave: {
    request: (world) => post('leave', { organizationId: world.organizationId }),
    expected: {
      owner: '400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
      admin: '200',
      member: '200',
      outsider: '400 MEMBER_NOT_FOUND',
      folioAdmin: '400 MEMBER_NOT_FOUND',
      anonymous: '401 UNAUTHORIZED',
    },
  },
  'list the members': {
    request: (world) => ({
      method: 'GET',
      path: `/api/auth/organization/list-members?organizationId=${world.organizationId}`,
    }),
    expected: {
      owner: '200',
      admin: '200',
      member: '200',
      outsider: '403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
      folioAdmin: '403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
      anonymous: '401 UNAUTHORIZED',
    },
  },
  'list the invitations': {
    request: (world) => ({
      method: 'GET',
      path: `/api/auth/organization/list-invitations?organizationId=${world.organizationId}`,
    }),
    expected: {
      owner: '200',
      admin: '200',
      member: '403 YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS',
      outsider: '403',
      folioAdmin: '403',
      anonymous: '401 UNAUTHORIZED',
    },
  },
  'read the organization': {
    request: (world) => ({ method: 'GET', path: `/api/rest/organizations/${world.organizationId}` }),
    expected: {
      owner: '200',
      admin: '200',
      member: '200',
      outsider: '403 FORBIDDEN',
      folioAdmin: '200',
      anonymous: '401 UNAUTHORIZED',
    },
  },
  'list my organizations': {
    request: () => ({ method: 'GET', path: '/api/rest/organizations/mine' }),
    expected: {
      owner: '200',
      admin: '200',
      member: '200',
      outsider: '200',
      folioAdmin: '200',
      anonymous: '401 UNAUTHORIZED',
    },
  },
  'list every organization': {
    request: () => ({ method: 'GET', path: '/api/rest/organizations' }),
    expected: {
      owner: '403 FORBIDDEN',
      admin: '403 FORBIDDEN',
      member: '403 FORBIDDEN',
      outsider: '403 FORBIDDEN',
      folioAdmin: '200',
      anonymous: '401 UNAUTHORIZED',
    },
  },
  'create a shelf': {
    request: (world) => ({
      method: 'POST',
      path: `/api/rest/organizations/${world.organizationId}/shelves`,
      body: { name: 'New shelf' },
    }),
    expected: { ...SHELF_CHANGE, owner: '201', admin: '201' },
  },
  'rename a shelf': {
    request: (world) => ({
      method: 'PATCH',
      path: `/api/rest/shelves/${world.shelfId}`,
      body: { name: 'Renamed' },
    }),
    expected: SHELF_CHANGE,
  },
  'delete a shelf': {
    request: (world) => ({ method: 'DELETE', path: `/api/rest/shelves/${world.shelfId}` }),
    expected: SHELF_CHANGE,
  },
  'put a book on a shelf': {
    request: (world) => ({
      method: 'PUT',
      path: `/api/rest/shelves/${world.shelfId}/books/${world.otherBookId}`,
    }),
    expected: SHELF_CHANGE,
  },
  'take a book off a shelf': {
    request: (world) => ({
      method: 'DELETE',
      path: `/api/rest/shelves/${world.shelfId}/books/${world.shelvedBookId}`,
    }),
    expected: SHELF_CHANGE,
  },
};

describe('who may do what in an organization', () => {
  // One server for these tests: each builds organizations and people of its own.
  const shared = sharedTestServer({ database: 'pglite', env: { INVITATIONS_PER_HOUR: '1000' } });

  // About 180 calls, each on a world of its own with the tables read before and after: 15 s at a load of
  // 5, past 30 s once at a load of 11 on two cores (under-load.sh beside four other sessions).
  it('answers every operation to owners, admins, members, outsiders, Folio admins and anonymous callers as the table says; refusals change nothing', async () => {
    const server = shared();
    const cast: Cast = {
      owner: await newPerson(server, 'owner'),
      admin: await newPerson(server, 'admin'),
      member: await newPerson(server, 'member'),
      outsider: await newPerson(server, 'outsider'),
      folioAdmin: await newPerson(server, 'folio'),
    };
    await server.query(`update "user" set role = 'admin' where id = $1`, [cast.folioAdmin.id]);
    const clients: Record<Caller, TestClient> = {
      owner: cast.owner.client,
      admin: cast.admin.client,
      member: cast.member.client,
      outsider: cast.outsider.client,
      folioAdmin: cast.folioAdmin.client,
      anonymous: server.client(),
    };

    const actual: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      for (const caller of CALLERS) {
        // A world of its own for every call, so that no call depends on what an earlier one did.
        const world = await buildWorld(server, cast);
        const before = await contentFingerprint(server, ORGANIZATION_TABLES);
        const { method, path, body } = operation.request(world);
        const response = await clients[caller].api(method, path, body);
        const key = `${name}: ${caller}`;
        expected[key] = operation.expected[caller];
        actual[key] = outcome(response);
        const after = await contentFingerprint(server, ORGANIZATION_TABLES);
        if (response.status >= 300 || method === 'GET')
          expect(after, `${key} changes nothing`).toEqual(before);
        else expect(after, `${key} changes something`).not.toEqual(before);
      }
    }
    expect(actual).toEqual(expected);
  }, 120_000);

  it('shows an organization to its members and Folio admins; pending invitations only to those who may invite', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client, `Reading Room ${unique()}`);
    const admin = await join(server, owner.client, organization.id, 'admin');
    const member = await join(server, owner.client, organization.id, 'member');
    const outsider = await newPerson(server, 'outsider');
    const folioAdmin = await server.signIn(ADMIN_EMAIL);
    const team = await auth(owner.client, 'create-team', { organizationId: organization.id, name: 'Circle' });
    expect(team.status, team.text).toBe(200);
    expect(
      (
        await auth(owner.client, 'add-team-member', {
          organizationId: organization.id,
          teamId: team.json.id,
          userId: member.id,
        })
      ).status,
    ).toBe(200);
    const pending = await invite(owner.client, organization.id, `pending.${unique()}@example.org`, 'admin');
    const expired = await invite(admin.client, organization.id, `expired.${unique()}@example.org`);
    await server.query(`update invitation set expires_at = now() - interval '1 minute' where id = $1`, [
      expired.id,
    ]);
    const shelf = await owner.client.api('POST', `/api/rest/organizations/${organization.id}/shelves`, {
      name: 'Autumn',
    });
    expect(shelf.status, shelf.text).toBe(201);
    const bookId = await newBook(server);
    expect((await admin.client.api('PUT', `/api/rest/shelves/${shelf.json.id}/books/${bookId}`)).status).toBe(
      200,
    );

    const read = (client: TestClient) => client.api('GET', `/api/rest/organizations/${organization.id}`);
    const asOwner = await read(owner.client);
    expect(asOwner.status, asOwner.text).toBe(200);
    expect(asOwner.json).toMatchObject({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
    });
    expect(asOwner.json.viewerRole).toBe('owner');
    expect(
      asOwner.json.members.map((row: { email: string; role: string; name: string; userId: string }) => [
        row.email,
        row.role,
        row.name,
        row.userId,
      ]),
    ).toEqual([
      [owner.email, 'owner', owner.name, owner.id],
      [admin.email, 'admin', admin.name, admin.id],
      [member.email, 'member', member.name, member.id],
    ]);
    // The expired invitation is no longer pending.
    expect(asOwner.json.invitations).toEqual([
      {
        id: pending.id,
        email: pending.email,
        role: 'admin',
        expiresAt: pending.expiresAt,
        inviterName: owner.name,
      },
    ]);
    expect(asOwner.json.teams).toEqual([{ id: team.json.id, name: 'Circle', memberUserIds: [member.id] }]);
    expect(asOwner.json.shelves).toEqual([
      { id: shelf.json.id, name: 'Autumn', books: [expect.objectContaining({ id: bookId, cover: null })] },
    ]);

    const asAdmin = await read(admin.client);
    expect([asAdmin.status, asAdmin.json.viewerRole, asAdmin.json.invitations.length]).toEqual([
      200,
      'admin',
      1,
    ]);
    const asMember = await read(member.client);
    expect([asMember.status, asMember.json.viewerRole]).toEqual([200, 'member']);
    expect(asMember.json.invitations).toEqual([]);
    expect(asMember.json.members).toHaveLength(3);
    expect(asMember.json.shelves).toEqual(asOwner.json.shelves);
    const asFolioAdmin = await read(folioAdmin);
    expect([asFolioAdmin.status, asFolioAdmin.json.viewerRole]).toEqual([200, null]);
    expect(asFolioAdmin.json.invitations).toEqual(asOwner.json.invitations);

    expect(outcome(await read(outsider.client))).toBe('403 FORBIDDEN');
    expect(outcome(await read(server.client()))).toBe('401 UNAUTHORIZED');
    expect(outcome(await owner.client.api('GET', `/api/rest/organizations/${newId()}`))).toBe(
      '404 NOT_FOUND',
    );
    expect(outcome(await folioAdmin.api('GET', `/api/rest/organizations/${newId()}`))).toBe('404 NOT_FOUND');

    // "Mine": each person's own organizations, with their role and the counts.
    const memberList = await mine(member.client);
    expect(memberList.status).toBe(200);
    expect(memberList.json).toEqual([
      {
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        createdAt: expect.any(String),
        memberCount: 3,
        teamCount: 1,
        shelfCount: 1,
        viewerRole: 'member',
      },
    ]);
    expect((await mine(owner.client)).json.map((row) => [row.id, row.viewerRole])).toEqual([
      [organization.id, 'owner'],
    ]);
    expect((await mine(outsider.client)).json).toEqual([]);
  });

  it('takes access away from a removed member on their very next request, and gives it with a role at once', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const admin = await join(server, owner.client, organization.id, 'admin');
    const member = await join(server, owner.client, organization.id, 'member');
    const shelf = await admin.client.api('POST', `/api/rest/organizations/${organization.id}/shelves`, {
      name: 'Picks',
    });
    expect(shelf.status, shelf.text).toBe(201);
    const rename = (client: TestClient, name: string) =>
      client.api('PATCH', `/api/rest/shelves/${shelf.json.id}`, { name });
    const read = (client: TestClient) => client.api('GET', `/api/rest/organizations/${organization.id}`);

    // A member promoted to admin curates shelves on the next request; demoted, no longer.
    expect(outcome(await rename(member.client, 'Member picks'))).toBe('403 FORBIDDEN');
    expect(await setRole(owner.client, organization.id, member.memberId, 'admin')).toBe('200');
    expect(outcome(await rename(member.client, 'Member picks'))).toBe('200');
    expect(await setRole(owner.client, organization.id, member.memberId, 'member')).toBe('200');
    expect(outcome(await rename(member.client, 'Member picks again'))).toBe('403 FORBIDDEN');
    expect(outcome(await read(member.client))).toBe('200');

    // Removed (by address, and by member id): refused on the next request, though still signed in.
    expect(await removeMember(owner.client, organization.id, admin.email)).toBe('200');
    expect(await removeMember(owner.client, organization.id, member.memberId)).toBe('200');
    expect(await memberRoles(server, organization.id)).toEqual({ [owner.email]: 'owner' });
    for (const removed of [admin, member]) {
      expect(outcome(await read(removed.client)), removed.email).toBe('403 FORBIDDEN');
      expect(outcome(await rename(removed.client, 'Taken over'))).toBe('403 FORBIDDEN');
      expect(outcome(await removed.client.api('DELETE', `/api/rest/shelves/${shelf.json.id}`))).toBe(
        '403 FORBIDDEN',
      );
      expect(
        outcome(
          await removed.client.api('POST', `/api/rest/organizations/${organization.id}/shelves`, {
            name: 'Mine',
          }),
        ),
      ).toBe('403 FORBIDDEN');
      expect(
        outcome(
          await removed.client.api(
            'GET',
            `/api/auth/organization/list-members?organizationId=${organization.id}`,
          ),
        ),
      ).toBe('403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION');
      const list = await mine(removed.client);
      expect([list.status, list.json]).toEqual([200, []]);
    }
    expect(await server.query('select name from shelf where id = $1', [shelf.json.id])).toEqual([
      { name: 'Member picks' },
    ]);
  });

  it('lets Folio admins search every organization, with its counts, and page through them; refuses users', async () => {
    const server = shared();
    const folioAdmin = await server.signIn(ADMIN_EMAIL);
    const user = await server.signIn(USER_EMAIL);
    const list = (client: TestClient, query: Record<string, string>) =>
      client.api('GET', `/api/rest/organizations?${new URLSearchParams(query)}`);

    const [riverside] = await server.query<{ id: string; members: number; teams: number; shelves: number }>(
      `select o.id,
              (select count(*)::int from member m where m.organization_id = o.id) as members,
              (select count(*)::int from team t where t.organization_id = o.id) as teams,
              (select count(*)::int from shelf s where s.organization_id = o.id) as shelves
         from organization o where o.slug = 'riverside-book-club'`,
    );
    expect(riverside!.members).toBeGreaterThan(1);
    const found = await list(folioAdmin, { searchTerm: 'RIVERSIDE book' });
    expect(found.status, found.text).toBe(200);
    expect(found.json).toEqual({
      items: [
        {
          id: riverside!.id,
          name: 'Riverside Book Club',
          slug: 'riverside-book-club',
          createdAt: expect.any(String),
          memberCount: riverside!.members,
          teamCount: riverside!.teams,
          shelfCount: riverside!.shelves,
          viewerRole: null,
        },
      ],
      nextCursor: null,
    });
    // By slug too; a new organization is found with its own counts, and the viewer's role when a member.
    const owner = await newPerson(server, 'owner');
    const fresh = await createOrganization(owner.client, `Quillfeather ${unique()}`);
    const bySlug = await list(folioAdmin, { searchTerm: fresh.slug });
    expect(bySlug.json.items.map((row: { id: string }) => row.id)).toEqual([fresh.id]);
    expect(bySlug.json.items[0]).toMatchObject({
      memberCount: 1,
      teamCount: 0,
      shelfCount: 0,
      viewerRole: null,
    });
    const own = await createOrganization(folioAdmin, `Admin's own ${unique()}`);
    expect((await list(folioAdmin, { searchTerm: own.slug })).json.items).toEqual([
      expect.objectContaining({ id: own.id, viewerRole: 'owner' }),
    ]);
    expect((await list(folioAdmin, { searchTerm: 'no such organization anywhere' })).json.items).toEqual([]);

    // Newest first, a page at a time, every organization once.
    const total = await server.countRows('organization');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(folioAdmin, cursor ? { limit: '2', cursor } : { limit: '2' });
      expect(page.status, page.text).toBe(200);
      seen.push(...page.json.items.map((row: { id: string }) => row.id));
      cursor = page.json.nextCursor;
    } while (cursor && seen.length <= total);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen[0]).toBe(own.id);

    expect(outcome(await list(user, { searchTerm: 'riverside' }))).toBe('403 FORBIDDEN');
    expect(outcome(await list(server.client(), {}))).toBe('401 UNAUTHORIZED');
    expect(outcome(await list(folioAdmin, { searchTerm: 'x'.repeat(101) }))).toBe('400 BAD_REQUEST');
  });

  it('lets a Folio admin delete any organization with everything in it; users are refused', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    await join(server, owner.client, organization.id, 'member');
    await invite(owner.client, organization.id, `later.${unique()}@example.org`);
    expect(
      (await auth(owner.client, 'create-team', { organizationId: organization.id, name: 'Team' })).status,
    ).toBe(200);
    const shelf = await owner.client.api('POST', `/api/rest/organizations/${organization.id}/shelves`, {
      name: 'S',
    });
    await owner.client.api('PUT', `/api/rest/shelves/${shelf.json.id}/books/${await newBook(server)}`);
    const rowsOf = async () => ({
      organization: await server.countRows('organization', 'id = $1', [organization.id]),
      member: await server.countRows('member', 'organization_id = $1', [organization.id]),
      invitation: await server.countRows('invitation', 'organization_id = $1', [organization.id]),
      team: await server.countRows('team', 'organization_id = $1', [organization.id]),
      shelf: await server.countRows('shelf', 'organization_id = $1', [organization.id]),
      shelf_book: await server.countRows('shelf_book', 'shelf_id = $1', [shelf.json.id]),
    });
    // The member's (accepted) invitation and a pending one.
    expect(await rowsOf()).toEqual({
      organization: 1,
      member: 2,
      invitation: 2,
      team: 1,
      shelf: 1,
      shelf_book: 1,
    });

    expect(outcome(await owner.client.api('DELETE', `/api/rest/organizations/${organization.id}`))).toBe(
      '403 FORBIDDEN',
    );
    const folioAdmin = await server.signIn(ADMIN_EMAIL);
    const deleted = await folioAdmin.api('DELETE', `/api/rest/organizations/${organization.id}`);
    expect([deleted.status, deleted.json]).toEqual([200, { id: organization.id }]);
    expect(await rowsOf()).toEqual({
      organization: 0,
      member: 0,
      invitation: 0,
      team: 0,
      shelf: 0,
      shelf_book: 0,
    });
    expect(outcome(await folioAdmin.api('DELETE', `/api/rest/organizations/${organization.id}`))).toBe(
      '404 NOT_FOUND',
    );
    expect(outcome(await owner.client.api('GET', `/api/rest/organizations/${organization.id}`))).toBe(
      '404 NOT_FOUND',
    );
  });
});

describe('the only owner', () => {
  const shared = sharedTestServer({ database: 'pglite', env: { INVITATIONS_PER_HOUR: '1000' } });

  it('cannot leave, be removed or step down; admins cannot make or unmake owners nor invite one; members cannot invite', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const admin = await join(server, owner.client, organization.id, 'admin');
    const member = await join(server, owner.client, organization.id, 'member');
    const ownerMemberId = await memberId(server, organization.id, owner.id);
    const before = await contentFingerprint(server, ORGANIZATION_TABLES);
    const organizationId = organization.id;

    expect(await attempt(owner.client, 'leave', { organizationId })).toBe(
      '400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
    );
    expect(await removeMember(owner.client, organizationId, ownerMemberId)).toBe(
      '400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
    );
    expect(await removeMember(admin.client, organizationId, owner.email)).toBe(
      '400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
    );
    for (const role of ['admin', 'member'])
      expect(await setRole(owner.client, organizationId, ownerMemberId, role), role).toBe(
        '400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
      );
    // An admin may neither demote the owner nor make anyone (themselves included) owner.
    expect(await setRole(admin.client, organizationId, ownerMemberId, 'admin')).toBe(
      '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
    );
    for (const target of [member.memberId, admin.memberId])
      expect(await setRole(admin.client, organizationId, target, 'owner')).toBe(
        '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
      );
    expect(
      await attempt(admin.client, 'invite-member', {
        organizationId,
        email: `boss.${unique()}@example.org`,
        role: 'owner',
      }),
    ).toBe('403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE');
    for (const role of ['member', 'admin'])
      expect(
        await attempt(member.client, 'invite-member', {
          organizationId,
          email: `friend.${unique()}@example.org`,
          role,
        }),
      ).toBe('403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION');
    expect(await setRole(member.client, organizationId, member.memberId, 'admin')).toBe(
      '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
    );

    expect(await contentFingerprint(server, ORGANIZATION_TABLES)).toEqual(before);
    expect(await memberRoles(server, organizationId)).toEqual({
      [owner.email]: 'owner',
      [admin.email]: 'admin',
      [member.email]: 'member',
    });
    // The owner may invite another owner.
    expect(
      await attempt(owner.client, 'invite-member', {
        organizationId,
        email: `co.${unique()}@example.org`,
        role: 'owner',
      }),
    ).toBe('200');
  });

  it('hands ownership over: the owner makes another member owner, then steps down or leaves', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const organizationId = organization.id;
    const heir = await join(server, owner.client, organizationId, 'admin', 'heir');
    const member = await join(server, owner.client, organizationId, 'member');
    const ownerMemberId = await memberId(server, organizationId, owner.id);

    expect(await setRole(owner.client, organizationId, heir.memberId, 'owner')).toBe('200');
    // With two owners, the first may step down.
    expect(await setRole(owner.client, organizationId, ownerMemberId, 'admin')).toBe('200');
    expect(await memberRoles(server, organizationId)).toEqual({
      [owner.email]: 'admin',
      [heir.email]: 'owner',
      [member.email]: 'member',
    });
    // Now the heir is the only owner, and bound as the first one was.
    expect(await attempt(heir.client, 'leave', { organizationId })).toBe(
      '400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
    );
    expect(await setRole(owner.client, organizationId, ownerMemberId, 'owner')).toBe(
      '403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
    );
    // Made owner again, the first owner leaves; the heir stays the owner.
    expect(await setRole(heir.client, organizationId, ownerMemberId, 'owner')).toBe('200');
    expect(await attempt(owner.client, 'leave', { organizationId })).toBe('200');
    expect(await memberRoles(server, organizationId)).toEqual({
      [heir.email]: 'owner',
      [member.email]: 'member',
    });
    expect(outcome(await owner.client.api('GET', `/api/rest/organizations/${organizationId}`))).toBe(
      '403 FORBIDDEN',
    );
    // One of two owners may be removed by the other.
    expect(await setRole(heir.client, organizationId, member.memberId, 'owner')).toBe('200');
    expect(await removeMember(heir.client, organizationId, member.memberId)).toBe('200');
    expect(await memberRoles(server, organizationId)).toEqual({ [heir.email]: 'owner' });
  });

  it("refuses to delete the account of an organization's only owner while others are in it (409 only-owner); an organization they are alone in goes with them", async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const together = await createOrganization(owner.client);
    const alone = await createOrganization(owner.client);
    const elsewhere = await newPerson(server, 'elsewhere');
    const joined = await createOrganization(elsewhere.client);
    const other = await join(server, owner.client, together.id, 'admin');
    const aloneShelf = await owner.client.api('POST', `/api/rest/organizations/${alone.id}/shelves`, {
      name: 'Mine',
    });
    expect(aloneShelf.status).toBe(201);
    // The owner is also a plain member of someone else's organization.
    const invitation = await invite(elsewhere.client, joined.id, owner.email);
    expect((await auth(owner.client, 'accept-invitation', { invitationId: invitation.id })).status).toBe(200);

    const deleteAccount = async (person: Person) => {
      const sent = server.smtp.messages.length;
      expect((await person.client.api('POST', '/api/rest/account/deletion-code')).status).toBe(200);
      const code = await server.smtp.waitForCode(person.email, { after: sent });
      return person.client.api('DELETE', '/api/rest/account', { code });
    };

    const before = await contentFingerprint(server, [...ORGANIZATION_TABLES, 'user']);
    const refused = await deleteAccount(owner);
    expect(refused.status, refused.text).toBe(409);
    expect([refused.json.code, refused.json.data]).toEqual(['CONFLICT', { reason: 'only-owner' }]);
    expect(await contentFingerprint(server, [...ORGANIZATION_TABLES, 'user'])).toEqual(before);
    expect(
      await server.countRows('audit_event', `action = 'account.deleted' and target_id = $1`, [owner.id]),
    ).toBe(0);

    // Ownership handed over: the account goes, with the organization nobody else is in (and its shelf).
    expect(await setRole(owner.client, together.id, other.memberId, 'owner')).toBe('200');
    const deleted = await deleteAccount(owner);
    expect([deleted.status, deleted.json]).toEqual([200, { deleted: true }]);
    expect(await server.countRows('user', 'id = $1', [owner.id])).toBe(0);
    expect(await server.countRows('organization', 'id = $1', [alone.id])).toBe(0);
    expect(await server.countRows('shelf', 'id = $1', [aloneShelf.json.id])).toBe(0);
    expect(await memberRoles(server, together.id)).toEqual({ [other.email]: 'owner' });
    expect(await memberRoles(server, joined.id)).toEqual({ [elsewhere.email]: 'owner' });
  });

  it('hands an organization to its longest-standing admin (else member) when a Folio admin deletes its only owner, and says so in the audit log', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const first = await join(server, owner.client, organization.id, 'member');
    const admin = await join(server, owner.client, organization.id, 'admin');
    const folioAdmin = await server.signIn(ADMIN_EMAIL);

    const deleted = await folioAdmin.api('DELETE', `/api/rest/users/${owner.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await server.countRows('user', 'id = $1', [owner.id])).toBe(0);
    expect(await memberRoles(server, organization.id)).toEqual({
      [first.email]: 'member',
      [admin.email]: 'owner',
    });
    const [handed] = await server.query<{ actor_email: string; detail: Record<string, unknown> }>(
      `select actor_email, detail from audit_event
        where action = 'organization.member_role_changed' and target_id = $1`,
      [organization.id],
    );
    expect(handed).toEqual({
      actor_email: ADMIN_EMAIL,
      detail: { userId: admin.id, role: 'owner', reason: 'owner-deleted' },
    });

    // Without an admin, the longest-standing member takes over.
    const second = await createOrganization(first.client);
    const later = await join(server, first.client, second.id, 'member');
    expect((await folioAdmin.api('DELETE', `/api/rest/users/${first.id}`)).status).toBe(200);
    expect(await memberRoles(server, second.id)).toEqual({ [later.email]: 'owner' });
    // The last one, alone in it: the organization goes with them.
    expect((await folioAdmin.api('DELETE', `/api/rest/users/${later.id}`)).status).toBe(200);
    expect(await server.countRows('organization', 'id = $1', [second.id])).toBe(0);
  });
});

describe('the limits from the configuration', () => {
  const shared = sharedTestServer({
    database: 'pglite',
    env: { ORGANIZATIONS_PER_PERSON: '2', MEMBERS_PER_ORGANIZATION: '3', TEAMS_PER_ORGANIZATION: '2' },
  });

  it('ORGANIZATIONS_PER_PERSON: a third organization is refused with 403 and not stored', async () => {
    const server = shared();
    const person = await newPerson(server, 'founder');
    await createOrganization(person.client);
    await createOrganization(person.client);
    const before = await contentFingerprint(server, ORGANIZATION_TABLES);
    const third = await auth(person.client, 'create', { name: 'Third', slug: `third-${unique()}` });
    expect(outcome(third)).toBe('403 YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS');
    expect(await contentFingerprint(server, ORGANIZATION_TABLES)).toEqual(before);
    expect(await server.countRows('member', 'user_id = $1', [person.id])).toBe(2);
    // Nobody creates one without signing in.
    expect(await attempt(server.client(), 'create', { name: 'Nobody', slug: `nobody-${unique()}` })).toBe(
      '401',
    );
    expect(await contentFingerprint(server, ORGANIZATION_TABLES)).toEqual(before);
    // Someone else is not held to this person's count.
    await createOrganization((await newPerson(server, 'other')).client);
  });

  it('MEMBERS_PER_ORGANIZATION: an invitation beyond it may be sent, but not accepted (403), and stays pending', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const second = await join(server, owner.client, organization.id, 'member', 'second');
    const third = await join(server, owner.client, organization.id, 'member', 'third');
    const fourth = await newPerson(server, 'fourth');
    const invitation = await invite(owner.client, organization.id, fourth.email);

    const refused = await auth(fourth.client, 'accept-invitation', { invitationId: invitation.id });
    expect(outcome(refused)).toBe('403 ORGANIZATION_MEMBERSHIP_LIMIT_REACHED');
    expect(await server.countRows('member', 'organization_id = $1', [organization.id])).toBe(3);
    expect(await invitationStatus(server, invitation.id)).toBe('pending');

    // One leaves: the invitation can be accepted now.
    expect(await attempt(third.client, 'leave', { organizationId: organization.id })).toBe('200');
    expect(await attempt(fourth.client, 'accept-invitation', { invitationId: invitation.id })).toBe('200');
    expect(await memberRoles(server, organization.id)).toEqual({
      [owner.email]: 'owner',
      [second.email]: 'member',
      [fourth.email]: 'member',
    });
  });

  it('TEAMS_PER_ORGANIZATION: a third team is refused with 400 and not stored; after removing one, another fits', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const createTeam = (name: string) =>
      auth(owner.client, 'create-team', { organizationId: organization.id, name });
    const first = await createTeam('One');
    expect(outcome(first)).toBe('200');
    expect(outcome(await createTeam('Two'))).toBe('200');
    expect(outcome(await createTeam('Three'))).toBe('400 YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS');
    expect(await server.countRows('team', 'organization_id = $1', [organization.id])).toBe(2);
    expect(
      await attempt(owner.client, 'remove-team', { organizationId: organization.id, teamId: first.json.id }),
    ).toBe('200');
    expect(outcome(await createTeam('Three'))).toBe('200');
    expect(
      (
        await server.query('select name from team where organization_id = $1 order by name', [
          organization.id,
        ])
      ).map((row) => row.name),
    ).toEqual(['Three', 'Two']);
  });
});

describe.each(databases)('invitations on $kind', ({ kind }) => {
  const shared = sharedTestServer({ database: kind, env: { INVITATIONS_PER_HOUR: '1000' } });

  it('e-mails the invited address a link to the invitation, with the organization and the inviter named', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client, `Lantern Society ${unique()}`);
    const email = `guest.${unique()}@example.org`;
    const sent = server.smtp.messages.length;
    const invitation = await invite(owner.client, organization.id, email.toUpperCase(), 'admin');

    expect(invitation).toMatchObject({
      email,
      role: 'admin',
      status: 'pending',
      organizationId: organization.id,
    });
    const [row] = await server.query<{
      email: string;
      role: string;
      status: string;
      inviter_id: string;
      expires_at: Date;
    }>('select email, role, status, inviter_id, expires_at from invitation where id = $1', [invitation.id]);
    expect(row).toMatchObject({ email, role: 'admin', status: 'pending', inviter_id: owner.id });
    // Valid for 48 hours.
    expect(Math.abs(row!.expires_at.getTime() - Date.now() - 48 * 3_600_000)).toBeLessThan(60_000);

    const message = await server.smtp.waitForEmail(email, { after: sent });
    const link = `${server.url}/invitations/${invitation.id}`;
    expect(message.to).toEqual([email]);
    expect(message.subject).toBe(`${owner.name} invited you to ${organization.name} on Folio`);
    for (const part of [message.text, message.html]) {
      expect(part).toContain(link);
      expect(part).toContain(organization.name);
      expect(part).toContain(owner.name);
    }
    expect(message.html).toContain(`href="${link}"`);
    expect(message.text).toContain('admin');
    expect(server.smtp.messages.slice(sent)).toHaveLength(1);
  });

  it('names an inviter who has no name yet by their e-mail address: in the preview, the list and the e-mail', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    await server.query(`update "user" set name = '' where id = $1`, [owner.id]);
    const organization = await createOrganization(owner.client);
    const email = `guest.${unique()}@example.org`;
    const sent = server.smtp.messages.length;
    const invitation = await invite(owner.client, organization.id, email, 'member');

    expect((await preview(server, invitation.id)).json.invited.inviterName).toBe(owner.email);
    const detail = await owner.client.api('GET', `/api/rest/organizations/${organization.id}`);
    expect(detail.json.invitations).toEqual([expect.objectContaining({ email, inviterName: owner.email })]);
    const message = await server.smtp.waitForEmail(email, { after: sent });
    expect(message.subject).toBe(`${owner.email} invited you to ${organization.name} on Folio`);
  });

  it('is accepted by the invited address alone, which joins with the role; the preview follows each state', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const guest = await newPerson(server, 'guest');
    const stranger = await newPerson(server, 'stranger');
    const invitation = await invite(owner.client, organization.id, guest.email, 'admin');

    const pending = await preview(server, invitation.id);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json).toEqual({
      id: invitation.id,
      organizationName: organization.name,
      status: 'pending',
      invited: {
        email: guest.email,
        role: 'admin',
        inviterName: owner.name,
        expiresAt: invitation.expiresAt,
      },
    });

    // Someone else holding the link can neither accept nor decline it.
    for (const path of ['accept-invitation', 'reject-invitation'])
      expect(await attempt(stranger.client, path, { invitationId: invitation.id }), path).toBe(
        '403 YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
      );
    expect(await attempt(server.client(), 'accept-invitation', { invitationId: invitation.id })).toBe(
      '401 UNAUTHORIZED',
    );
    expect(await invitationStatus(server, invitation.id)).toBe('pending');
    expect(
      await server.countRows('member', 'organization_id = $1 and user_id = $2', [
        organization.id,
        stranger.id,
      ]),
    ).toBe(0);

    const accepted = await auth(guest.client, 'accept-invitation', { invitationId: invitation.id });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.member).toMatchObject({
      organizationId: organization.id,
      userId: guest.id,
      role: 'admin',
    });
    expect(await memberRoles(server, organization.id)).toEqual({
      [owner.email]: 'owner',
      [guest.email]: 'admin',
    });
    // Answered, the link tells only that: no longer who was invited, by whom.
    expect((await preview(server, invitation.id)).json).toEqual({
      id: invitation.id,
      organizationName: organization.name,
      status: 'accepted',
      invited: null,
    });
    // Once is enough.
    expect(await attempt(guest.client, 'accept-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect((await mine(guest.client)).json.map((row) => [row.id, row.viewerRole])).toEqual([
      [organization.id, 'admin'],
    ]);
  });

  it('is declined by the invited address; then it can no longer be accepted', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const guest = await newPerson(server, 'guest');
    const invitation = await invite(owner.client, organization.id, guest.email);

    expect(await attempt(guest.client, 'reject-invitation', { invitationId: invitation.id })).toBe('200');
    expect(await invitationStatus(server, invitation.id)).toBe('rejected');
    expect((await preview(server, invitation.id)).json.status).toBe('rejected');
    expect(await attempt(guest.client, 'accept-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect(await memberRoles(server, organization.id)).toEqual({ [owner.email]: 'owner' });
    // Answered, it can no longer be cancelled: its page keeps saying what happened.
    expect(await attempt(owner.client, 'cancel-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect((await preview(server, invitation.id)).json.status).toBe('rejected');
    // Nor is it pending on the organization's page.
    expect(
      (await owner.client.api('GET', `/api/rest/organizations/${organization.id}`)).json.invitations,
    ).toEqual([]);
  });

  it('is cancelled by an admin; then it can be neither accepted nor declined', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const admin = await join(server, owner.client, organization.id, 'admin');
    const guest = await newPerson(server, 'guest');
    const invitation = await invite(owner.client, organization.id, guest.email);

    expect(await attempt(admin.client, 'cancel-invitation', { invitationId: invitation.id })).toBe('200');
    expect(await invitationStatus(server, invitation.id)).toBe('canceled');
    expect((await preview(server, invitation.id)).json.status).toBe('canceled');
    expect(await attempt(guest.client, 'accept-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect(await attempt(guest.client, 'reject-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect(await invitationStatus(server, invitation.id)).toBe('canceled');
    expect(await server.countRows('member', 'user_id = $1', [guest.id])).toBe(0);
  });

  it('expires: the preview says so and accepting is refused; an unknown invitation is 404', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const guest = await newPerson(server, 'guest');
    const invitation = await invite(owner.client, organization.id, guest.email);
    await server.query(`update invitation set expires_at = now() - interval '1 second' where id = $1`, [
      invitation.id,
    ]);

    const expired = await preview(server, invitation.id);
    expect([expired.status, expired.json.status]).toEqual([200, 'expired']);
    expect(await attempt(guest.client, 'accept-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect(await attempt(guest.client, 'reject-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect(await attempt(owner.client, 'cancel-invitation', { invitationId: invitation.id })).toBe(
      '400 INVITATION_NOT_FOUND',
    );
    expect(await server.countRows('member', 'user_id = $1', [guest.id])).toBe(0);
    expect(await invitationStatus(server, invitation.id)).toBe('pending');
    expect((await preview(server, invitation.id)).json.status).toBe('expired');

    expect(outcome(await preview(server, newId()))).toBe('404 NOT_FOUND');
    expect(outcome(await preview(server, 'x'.repeat(65)))).toBe('400 BAD_REQUEST');
  });

  it('is sent again on request (resend), the same invitation with a new expiry; not twice without it', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const email = `guest.${unique()}@example.org`;
    const invitation = await invite(owner.client, organization.id, email);
    await server.query(`update invitation set expires_at = now() + interval '1 hour' where id = $1`, [
      invitation.id,
    ]);
    const sent = server.smtp.messages.length;

    const again = await auth(owner.client, 'invite-member', {
      organizationId: organization.id,
      email,
      role: 'member',
    });
    expect(outcome(again)).toBe('400 USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION');
    expect(server.smtp.messages.length).toBe(sent);

    const resent = await auth(owner.client, 'invite-member', {
      organizationId: organization.id,
      email,
      role: 'member',
      resend: true,
    });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.json.id).toBe(invitation.id);
    const message = await server.smtp.waitForEmail(email, { after: sent });
    expect(message.text).toContain(`${server.url}/invitations/${invitation.id}`);
    expect(await server.countRows('invitation', 'organization_id = $1', [organization.id])).toBe(1);
    const [row] = await server.query<{ expires_at: Date }>(
      'select expires_at from invitation where id = $1',
      [invitation.id],
    );
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);

    // Someone who is already a member is not invited.
    const member = await join(server, owner.client, organization.id, 'member');
    expect(
      await attempt(owner.client, 'invite-member', {
        organizationId: organization.id,
        email: member.email,
        role: 'admin',
      }),
    ).toBe('400 USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
  });
});

describe('the invitation throttle', () => {
  const shared = sharedTestServer({
    database: 'pglite',
    env: { INVITATIONS_PER_HOUR: '3', CODE_RESEND_SECONDS: '60', CODE_SENDS_PER_HOUR: '2' },
  });

  /** An invitation that is refused for its rate: 429 with Retry-After, and nothing stored or sent. */
  async function expectThrottled(
    server: TestServer,
    client: TestClient,
    body: Record<string, unknown>,
    maxWait: number,
  ) {
    const rows = await server.countRows('invitation');
    const sent = server.smtp.messages.length;
    const response = await auth(client, 'invite-member', body);
    expect(outcome(response)).toBe('429 TOO_MANY_REQUESTS');
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxWait);
    expect(response.json.retryAfter).toBe(retryAfter);
    expect(await server.countRows('invitation')).toBe(rows);
    expect(server.smtp.messages.length).toBe(sent);
  }

  it('allows an inviter INVITATIONS_PER_HOUR invitations an hour', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    for (let count = 0; count < 3; count++)
      await invite(owner.client, organization.id, `guest.${unique()}@example.org`);
    const refusedEmail = `refused.${unique()}@example.org`;
    await expectThrottled(
      server,
      owner.client,
      { organizationId: organization.id, email: refusedEmail, role: 'member' },
      3600,
    );
    expect(await server.countRows('invitation', 'email = $1', [refusedEmail])).toBe(0);
    // Another inviter has a budget of their own.
    const other = await newPerson(server, 'other');
    const theirs = await createOrganization(other.client);
    await invite(other.client, theirs.id, refusedEmail);
  });

  it('sends an address one invitation from an organization every CODE_RESEND_SECONDS and CODE_SENDS_PER_HOUR an hour; other organizations keep theirs', async () => {
    const server = shared();
    const email = `popular.${unique()}@example.org`;
    const owner = await newPerson(server, 'inviter');
    const organization = await createOrganization(owner.client);
    const admin = await join(server, owner.client, organization.id, 'admin');
    const other = await newPerson(server, 'elsewhere');
    const elsewhere = await createOrganization(other.client);

    await invite(owner.client, organization.id, email);
    // Within the minute: no resend from this organization, whoever asks.
    await expectThrottled(
      server,
      admin.client,
      { organizationId: organization.id, email, role: 'member', resend: true },
      60,
    );
    // Another organization is not held back by it: nobody can spend someone else's budget for an address.
    await invite(other.client, elsewhere.id, email);
    expect(await server.countRows('invitation', 'email = $1', [email])).toBe(2);

    // A minute later (the interval's counter expired): a resend goes, the next is over the hourly cap.
    const expireInterval = () =>
      server.query(`update throttle_counter set expires_at = now() - interval '1 second' where key = $1`, [
        `invite:interval:${organization.id}:${email}`,
      ]);
    await expireInterval();
    const resent = await auth(admin.client, 'invite-member', {
      organizationId: organization.id,
      email,
      role: 'member',
      resend: true,
    });
    expect(outcome(resent)).toBe('200');
    await expireInterval();
    await expectThrottled(
      server,
      owner.client,
      { organizationId: organization.id, email, role: 'member', resend: true },
      3600,
    );
    expect(await server.countRows('invitation', 'email = $1', [email])).toBe(2);
  });

  it("spends no one's budget on an invitation refused for want of permission", async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const outsider = await newPerson(server, 'outsider');
    const email = `wanted.${unique()}@example.org`;
    // Someone who is not in the organization may not invite to it…
    expect(
      await attempt(outsider.client, 'invite-member', {
        organizationId: organization.id,
        email,
        role: 'member',
      }),
    ).toBe('400 MEMBER_NOT_FOUND');
    // …and so must not be able to hold back the owner's invitation to that address.
    expect(
      await attempt(owner.client, 'invite-member', {
        organizationId: organization.id,
        email,
        role: 'member',
      }),
    ).toBe('200');
  });
});

describe('what Folio adds around the plugin', () => {
  const shared = sharedTestServer({ database: 'pglite', env: { INVITATIONS_PER_HOUR: '1000' } });

  it('refuses a logo or metadata (which Folio never shows) with 400 FIELD_NOT_ALLOWED, and stores nothing', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const before = await server.countRows('organization');
    expect(
      await attempt(owner.client, 'create', {
        name: 'Logo club',
        slug: `logo-club-${unique()}`,
        logo: 'https://tracker.example/pixel.gif',
      }),
    ).toBe('400 FIELD_NOT_ALLOWED');
    expect(await server.countRows('organization')).toBe(before);
    const organization = await createOrganization(owner.client);
    expect(
      await attempt(owner.client, 'update', {
        organizationId: organization.id,
        data: { metadata: { x: 'y'.repeat(10_000) } },
      }),
    ).toBe('400 FIELD_NOT_ALLOWED');
    const [row] = await server.query<{ metadata: string | null; logo: string | null }>(
      'select metadata, logo from organization where id = $1',
      [organization.id],
    );
    expect(row).toEqual({ metadata: null, logo: null });
  });

  it('makes every session of a removed member forget the organization as the active one', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const member = await join(server, owner.client, organization.id, 'member');
    const otherDevice = await server.signIn(member.email);
    for (const client of [member.client, otherDevice])
      expect(await attempt(client, 'set-active', { organizationId: organization.id })).toBe('200');

    expect(await removeMember(owner.client, organization.id, member.memberId)).toBe('200');
    const active = await server.query<{ active: string | null }>(
      'select active_organization_id as active from session where user_id = $1',
      [member.id],
    );
    expect(active.map((row) => row.active)).toEqual([null, null]);
  });

  it('shows invitations to become owner to owners (and Folio admins) only, as better-auth lists them', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const admin = await join(server, owner.client, organization.id, 'admin');
    const future = `future.owner.${unique()}@example.org`;
    const colleague = `colleague.${unique()}@example.org`;
    await invite(owner.client, organization.id, future, 'owner');
    await invite(owner.client, organization.id, colleague, 'member');
    const pendingFor = async (client: TestClient) =>
      (
        (await client.api('GET', `/api/rest/organizations/${organization.id}`)).json.invitations as Array<{
          email: string;
        }>
      )
        .map((entry) => entry.email)
        .sort();
    expect(await pendingFor(owner.client)).toEqual([colleague, future].sort());
    expect(await pendingFor(admin.client)).toEqual([colleague]);
    expect(await pendingFor(await server.signIn(ADMIN_EMAIL))).toEqual([colleague, future].sort());
  });

  it('puts memberships, with their role and teams, in "Download my data"', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const member = await join(server, owner.client, organization.id, 'admin');
    const team = await auth(owner.client, 'create-team', {
      organizationId: organization.id,
      name: 'Readers',
    });
    await attempt(owner.client, 'add-team-member', {
      teamId: team.json.id,
      userId: member.id,
      organizationId: organization.id,
    });

    const exported = await member.client.api('GET', '/api/rest/account/export');
    expect(exported.status).toBe(200);
    expect(exported.json.memberships).toEqual([
      {
        organizationId: organization.id,
        organization: organization.name,
        role: 'admin',
        joinedAt: expect.any(String),
        teams: [{ name: 'Readers', joinedAt: expect.any(String) }],
      },
    ]);
  });

  it("counts a team's people right after one of them is deleted", async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const member = await join(server, owner.client, organization.id, 'member');
    const team = await auth(owner.client, 'create-team', { organizationId: organization.id, name: 'Seats' });
    for (const userId of [owner.id, member.id])
      expect(
        await attempt(owner.client, 'add-team-member', {
          teamId: team.json.id,
          userId,
          organizationId: organization.id,
        }),
      ).toBe('200');
    const seats = async () =>
      (
        await server.query<{ count: number }>('select member_count as count from team where id = $1', [
          team.json.id,
        ])
      )[0]?.count;
    expect(await seats()).toBe(2);

    const folioAdmin = await server.signIn(ADMIN_EMAIL);
    expect((await folioAdmin.api('DELETE', `/api/rest/users/${member.id}`)).status).toBe(200);
    expect(await seats()).toBe(1);
    expect(await server.countRows('team_member', 'team_id = $1', [team.json.id])).toBe(1);
  });

  it("records an organization that goes with its only member's account in the audit log", async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const mark = server.smtp.messages.length;
    expect((await owner.client.api('POST', '/api/rest/account/deletion-code')).status).toBe(200);
    const code = await server.smtp.waitForCode(owner.email, { after: mark });
    const deleted = await owner.client.api('DELETE', '/api/rest/account', { code });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await server.countRows('organization', 'id = $1', [organization.id])).toBe(0);
    const [entry] = await server.query<{ actor_email: string; detail: Record<string, unknown> }>(
      `select actor_email, detail from audit_event where action = 'organization.deleted' and target_id = $1`,
      [organization.id],
    );
    expect(entry).toEqual({ actor_email: owner.email, detail: { reason: 'owner-deleted' } });
  });
});

describe('what Folio checks in names and roles', () => {
  const shared = sharedTestServer({ database: 'pglite', env: { INVITATIONS_PER_HOUR: '1000' } });

  it('refuses an empty or over-long organization name and a bad slug with 400 and a code, and stores nothing', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client, 'Kept Name');
    const before = await contentFingerprint(server, ORGANIZATION_TABLES);
    const slug = () => `valid-${unique()}`;

    const refusals: Array<[string, unknown, string]> = [
      ['create', { name: '', slug: slug() }, 'ORGANIZATION_NAME_INVALID'],
      ['create', { name: '   ', slug: slug() }, 'ORGANIZATION_NAME_INVALID'],
      ['create', { name: 'x'.repeat(81), slug: slug() }, 'ORGANIZATION_NAME_INVALID'],
      ['create', { slug: slug() }, 'ORGANIZATION_NAME_INVALID'],
      ['create', { name: 42, slug: slug() }, 'ORGANIZATION_NAME_INVALID'],
      ['create', { name: 'Fine' }, 'ORGANIZATION_SLUG_INVALID'],
      ['create', { name: 'Fine', slug: '' }, 'ORGANIZATION_SLUG_INVALID'],
      ['create', { name: 'Fine', slug: 'Upper-Case' }, 'ORGANIZATION_SLUG_INVALID'],
      ['create', { name: 'Fine', slug: 'with space' }, 'ORGANIZATION_SLUG_INVALID'],
      ['create', { name: 'Fine', slug: '-leading' }, 'ORGANIZATION_SLUG_INVALID'],
      ['create', { name: 'Fine', slug: 'double--hyphen' }, 'ORGANIZATION_SLUG_INVALID'],
      ['create', { name: 'Fine', slug: 'a'.repeat(65) }, 'ORGANIZATION_SLUG_INVALID'],
      ['update', { organizationId: organization.id, data: { name: '' } }, 'ORGANIZATION_NAME_INVALID'],
      ['update', { organizationId: organization.id, data: { name: ' \t ' } }, 'ORGANIZATION_NAME_INVALID'],
      [
        'update',
        { organizationId: organization.id, data: { name: 'y'.repeat(81) } },
        'ORGANIZATION_NAME_INVALID',
      ],
      [
        'update',
        { organizationId: organization.id, data: { slug: 'Not A Slug' } },
        'ORGANIZATION_SLUG_INVALID',
      ],
      ['create-team', { organizationId: organization.id, name: '' }, 'TEAM_NAME_INVALID'],
      ['create-team', { organizationId: organization.id, name: '  ' }, 'TEAM_NAME_INVALID'],
      ['create-team', { organizationId: organization.id, name: 'z'.repeat(81) }, 'TEAM_NAME_INVALID'],
      ['create-team', { organizationId: organization.id }, 'TEAM_NAME_INVALID'],
    ];
    for (const [path, body, code] of refusals)
      expect(await attempt(owner.client, path, body), `${path} ${JSON.stringify(body)}`).toBe(`400 ${code}`);
    expect(await contentFingerprint(server, ORGANIZATION_TABLES)).toEqual(before);

    // At the limits: 80 characters, trimmed; a one-character slug.
    const longest = `  ${'n'.repeat(80)}  `;
    const created = await auth(owner.client, 'create', { name: longest, slug: 'a' });
    expect(created.status, created.text).toBe(200);
    expect(
      await server.query('select name, slug from organization where id = $1', [created.json.id]),
    ).toEqual([{ name: 'n'.repeat(80), slug: 'a' }]);
    const team = await auth(owner.client, 'create-team', {
      organizationId: organization.id,
      name: '  Night owls ',
    });
    expect(team.status, team.text).toBe(200);
    expect(await server.query('select name from team where id = $1', [team.json.id])).toEqual([
      { name: 'Night owls' },
    ]);
    const teamBefore = await contentFingerprint(server, ['team']);
    for (const name of ['', '   ', 'q'.repeat(81)])
      expect(
        await attempt(owner.client, 'update-team', {
          teamId: team.json.id,
          data: { name, organizationId: organization.id },
        }),
      ).toBe('400 TEAM_NAME_INVALID');
    expect(await contentFingerprint(server, ['team'])).toEqual(teamBefore);
  });

  it('trims a new name given to an organization or a team, as it does when they are created', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const team = await auth(owner.client, 'create-team', { organizationId: organization.id, name: 'Team' });
    await auth(owner.client, 'update', { organizationId: organization.id, data: { name: '  Spaced  ' } });
    await auth(owner.client, 'update-team', {
      teamId: team.json.id,
      data: { name: '  Spaced team  ', organizationId: organization.id },
    });
    expect(await server.query('select name from organization where id = $1', [organization.id])).toEqual([
      { name: 'Spaced' },
    ]);
    expect(await server.query('select name from team where id = $1', [team.json.id])).toEqual([
      { name: 'Spaced team' },
    ]);
  });

  it('refuses any role but owner, admin and member (one at a time) with 400 ROLE_NOT_FOUND, and stores nothing', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const member = await join(server, owner.client, organization.id, 'member');
    const before = await contentFingerprint(server, ORGANIZATION_TABLES);
    const sent = server.smtp.messages.length;
    for (const role of [
      'superuser',
      'Admin',
      '',
      'admin,member',
      ['admin'],
      ['admin', 'member'],
      null,
      undefined,
    ]) {
      expect(
        await attempt(owner.client, 'invite-member', {
          organizationId: organization.id,
          email: `role.${unique()}@example.org`,
          role,
        }),
        `invite as ${JSON.stringify(role)}`,
      ).toBe('400 ROLE_NOT_FOUND');
      expect(
        await setRole(owner.client, organization.id, member.memberId, role),
        `make ${JSON.stringify(role)}`,
      ).toBe('400 ROLE_NOT_FOUND');
    }
    expect(await contentFingerprint(server, ORGANIZATION_TABLES)).toEqual(before);
    expect(server.smtp.messages.length).toBe(sent);
    expect(
      await attempt(owner.client, 'invite-member', {
        organizationId: organization.id,
        email: 'not-an-address',
        role: 'member',
      }),
    ).toBe('400 INVALID_EMAIL');
  });

  it('shelves: a name is required, at most 80 characters, trimmed, and unique in its organization in any case (409)', async () => {
    const server = shared();
    const owner = await newPerson(server, 'owner');
    const organization = await createOrganization(owner.client);
    const other = await createOrganization(owner.client);
    const create = (organizationId: string, name: unknown) =>
      owner.client.api('POST', `/api/rest/organizations/${organizationId}/shelves`, { name });
    const before = await contentFingerprint(server, ORGANIZATION_TABLES);
    for (const name of ['', '   ', 's'.repeat(81), 7, null])
      expect(outcome(await create(organization.id, name)), JSON.stringify(name)).toBe('400 BAD_REQUEST');
    expect(await contentFingerprint(server, ORGANIZATION_TABLES)).toEqual(before);

    const created = await create(organization.id, '  Summer Reads  ');
    expect([created.status, created.json]).toEqual([
      201,
      { id: expect.any(String), name: 'Summer Reads', books: [] },
    ]);
    for (const name of ['summer reads', 'SUMMER READS ']) {
      const clash = await create(organization.id, name);
      expect([clash.status, clash.json.code, clash.json.data]).toEqual([
        409,
        'CONFLICT',
        { field: 'name', reason: 'duplicate' },
      ]);
    }
    // Another organization may use the name.
    expect((await create(other.id, 'Summer Reads')).status).toBe(201);
    const second = await create(organization.id, 'Winter Reads');
    const rename = (id: string, name: unknown) =>
      owner.client.api('PATCH', `/api/rest/shelves/${id}`, { name });
    const clash = await rename(second.json.id, 'SUMMER reads');
    expect([clash.status, clash.json.data]).toEqual([409, { field: 'name', reason: 'duplicate' }]);
    for (const name of ['', 's'.repeat(81)]) expect((await rename(second.json.id, name)).status).toBe(400);
    expect((await rename(second.json.id, ' winter READS ')).json).toEqual({
      id: second.json.id,
      name: 'winter READS',
      books: [],
    });
    expect(
      await server.query('select name from shelf where organization_id = $1 order by name', [
        organization.id,
      ]),
    ).toEqual([{ name: 'Summer Reads' }, { name: 'winter READS' }]);

    // Unknown shelves, books and organizations.
    const bookId = await newBook(server);
    const unknownShelf = '00000000-0000-4000-8000-000000000000';
    expect(outcome(await rename(unknownShelf, 'x'))).toBe('404 NOT_FOUND');
    expect(outcome(await owner.client.api('DELETE', `/api/rest/shelves/${unknownShelf}`))).toBe(
      '404 NOT_FOUND',
    );
    expect(outcome(await owner.client.api('PUT', `/api/rest/shelves/${unknownShelf}/books/${bookId}`))).toBe(
      '404 NOT_FOUND',
    );
    const unknownBook = await owner.client.api(
      'PUT',
      `/api/rest/shelves/${second.json.id}/books/${unknownShelf}`,
    );
    expect([unknownBook.status, unknownBook.json.data]).toEqual([
      404,
      { field: 'bookId', reason: 'unknown' },
    ]);
    expect(outcome(await create(newId(), 'Nowhere'))).toBe('404 NOT_FOUND');
    expect(outcome(await rename('not-a-uuid', 'x'))).toBe('400 BAD_REQUEST');

    // A book goes on once (again is no change) and comes off; the book stays in the catalogue.
    const put = () => owner.client.api('PUT', `/api/rest/shelves/${second.json.id}/books/${bookId}`);
    expect((await put()).json.books.map((book: { id: string }) => book.id)).toEqual([bookId]);
    expect((await put()).json.books.map((book: { id: string }) => book.id)).toEqual([bookId]);
    const off = await owner.client.api('DELETE', `/api/rest/shelves/${second.json.id}/books/${bookId}`);
    expect([off.status, off.json.books]).toEqual([200, []]);
    expect(await server.countRows('book', 'id = $1', [bookId])).toBe(1);
    expect((await owner.client.api('DELETE', `/api/rest/shelves/${second.json.id}`)).json).toEqual({
      id: second.json.id,
    });
    expect(await server.countRows('shelf', 'id = $1', [second.json.id])).toBe(0);
  });
});

describe('a read-only demo (DEMO_MODE=true)', () => {
  it('refuses every organization and shelf change with 403 DEMO_MODE and changes nothing; reads still answer', async () => {
    const server = await testServer({ database: 'pglite', env: { DEMO_MODE: 'true' } });
    const user = await server.signIn(USER_EMAIL);
    const folioAdmin = await server.signIn(ADMIN_EMAIL);
    const anonymous = server.client();
    const [{ id: userId } = { id: '' }] = await server.query<{ id: string }>(
      'select id from "user" where email = $1',
      [USER_EMAIL],
    );
    // Riverside Book Club: user@user.com owns it.
    const [riverside] = await server.query<{ id: string }>(
      `select id from organization where slug = 'riverside-book-club'`,
    );
    const organizationId = riverside!.id;
    const [teamRow] = await server.query<{ id: string }>('select id from team where organization_id = $1', [
      organizationId,
    ]);
    const [otherMember] = await server.query<{ id: string; user_id: string }>(
      `select id, user_id from member where organization_id = $1 and role = 'member' limit 1`,
      [organizationId],
    );
    const [shelfRow] = await server.query<{ id: string; book_id: string }>(
      `select s.id, sb.book_id from shelf s join shelf_book sb on sb.shelf_id = s.id where s.organization_id = $1 limit 1`,
      [organizationId],
    );
    const invitationId = newId();
    await server.query(
      `insert into invitation (id, organization_id, email, role, status, inviter_id, expires_at)
       values ($1, $2, $3, 'member', 'pending', $4, now() + interval '1 day')`,
      [invitationId, organizationId, USER_EMAIL, userId],
    );
    const otherBook = await newBook(server);
    const before = await contentFingerprint(server);

    const changes: Array<[string, string, unknown?]> = [
      ['POST', '/api/auth/organization/create', { name: 'Demo', slug: `demo-${unique()}` }],
      ['POST', '/api/auth/organization/update', { organizationId, data: { name: 'Renamed' } }],
      ['POST', '/api/auth/organization/delete', { organizationId }],
      [
        'POST',
        '/api/auth/organization/invite-member',
        { organizationId, email: 'guest@example.org', role: 'member' },
      ],
      ['POST', '/api/auth/organization/cancel-invitation', { invitationId }],
      ['POST', '/api/auth/organization/accept-invitation', { invitationId }],
      ['POST', '/api/auth/organization/reject-invitation', { invitationId }],
      [
        'POST',
        '/api/auth/organization/update-member-role',
        { organizationId, memberId: otherMember!.id, role: 'admin' },
      ],
      ['POST', '/api/auth/organization/remove-member', { organizationId, memberIdOrEmail: otherMember!.id }],
      ['POST', '/api/auth/organization/leave', { organizationId }],
      ['POST', '/api/auth/organization/set-active', { organizationId }],
      ['POST', '/api/auth/organization/create-team', { organizationId, name: 'Demo team' }],
      [
        'POST',
        '/api/auth/organization/update-team',
        { teamId: teamRow!.id, data: { name: 'Renamed', organizationId } },
      ],
      ['POST', '/api/auth/organization/remove-team', { organizationId, teamId: teamRow!.id }],
      [
        'POST',
        '/api/auth/organization/add-team-member',
        { organizationId, teamId: teamRow!.id, userId: otherMember!.user_id },
      ],
      ['POST', '/api/auth/organization/remove-team-member', { organizationId, teamId: teamRow!.id, userId }],
      ['POST', `/api/rest/organizations/${organizationId}/shelves`, { name: 'Demo shelf' }],
      ['PATCH', `/api/rest/shelves/${shelfRow!.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/rest/shelves/${shelfRow!.id}`],
      ['PUT', `/api/rest/shelves/${shelfRow!.id}/books/${otherBook}`],
      ['DELETE', `/api/rest/shelves/${shelfRow!.id}/books/${shelfRow!.book_id}`],
    ];
    const actual: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [method, path, body] of changes) {
      for (const [caller, client] of Object.entries({ user, folioAdmin, anonymous })) {
        const key = `${method} ${path} ${caller}`;
        // Shelves: anonymous callers are refused first for not being signed in.
        expected[key] =
          caller === 'anonymous' && path.startsWith('/api/rest') ? '401 UNAUTHORIZED' : '403 DEMO_MODE';
        actual[key] = outcome(await client.api(method, path, body));
      }
    }
    // Deleting an organization is Folio's admins' alone: the user is refused for that first.
    actual['Folio admin deletion: user'] = outcome(
      await user.api('DELETE', `/api/rest/organizations/${organizationId}`),
    );
    expected['Folio admin deletion: user'] = '403 FORBIDDEN';
    actual['Folio admin deletion: admin'] = outcome(
      await folioAdmin.api('DELETE', `/api/rest/organizations/${organizationId}`),
    );
    expected['Folio admin deletion: admin'] = '403 DEMO_MODE';
    expect(actual).toEqual(expected);
    expect(await contentFingerprint(server)).toEqual(before);

    // Reads still answer.
    const list = await mine(user);
    expect(list.status).toBe(200);
    expect(list.json.map((row) => row.viewerRole).sort()).toEqual(['member', 'owner']);
    const detail = await user.api('GET', `/api/rest/organizations/${organizationId}`);
    expect([detail.status, detail.json.name, detail.json.viewerRole]).toEqual([
      200,
      'Riverside Book Club',
      'owner',
    ]);
    expect(
      (await folioAdmin.api('GET', '/api/rest/organizations?searchTerm=northwind')).json.items,
    ).toHaveLength(1);
    expect(
      outcome(await user.api('GET', `/api/auth/organization/list-members?organizationId=${organizationId}`)),
    ).toBe('200');
    const shown = await preview(server, invitationId);
    expect([shown.status, shown.json.status, shown.json.organizationName]).toEqual([
      200,
      'pending',
      'Riverside Book Club',
    ]);
  });
});

interface AuditRow {
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  detail: Record<string, unknown>;
}

describe('the audit log of organizations', () => {
  const shared = sharedTestServer({ database: 'pglite', env: { INVITATIONS_PER_HOUR: '1000' } });

  /** What one organization's changes left in the audit log, oldest first. */
  function auditOf(server: TestServer, organizationId: string) {
    return server.query<AuditRow>(
      `select action, actor_id, actor_email, target_type, target_id, target_label, detail
         from audit_event where target_id = $1 order by created_at, id`,
      [organizationId],
    );
  }

  /** Creates an organization and makes each change the log must record, as the people they concern. */
  async function story(server: TestServer) {
    const owner = await newPerson(server, 'owner');
    const name = `Audited ${unique()}`;
    const organization = await createOrganization(owner.client, name);
    const guest = await newPerson(server, 'guest');
    const invitation = await invite(owner.client, organization.id, guest.email, 'member');
    const accepted = await auth(guest.client, 'accept-invitation', { invitationId: invitation.id });
    expect(accepted.status).toBe(200);
    const guestMemberId = accepted.json.member.id as string;
    expect(await setRole(owner.client, organization.id, guestMemberId, 'admin')).toBe('200');
    const team = await auth(owner.client, 'create-team', {
      organizationId: organization.id,
      name: 'Audit team',
    });
    expect(team.status).toBe(200);
    const shelf = await owner.client.api('POST', `/api/rest/organizations/${organization.id}/shelves`, {
      name: 'Audited shelf',
    });
    expect(shelf.status).toBe(201);
    expect((await owner.client.api('DELETE', `/api/rest/shelves/${shelf.json.id}`)).status).toBe(200);
    expect(await removeMember(owner.client, organization.id, guestMemberId)).toBe('200');
    // Refused changes leave no entry.
    expect(
      outcome(
        await guest.client.api('POST', `/api/rest/organizations/${organization.id}/shelves`, { name: 'No' }),
      ),
    ).toBe('403 FORBIDDEN');
    expect(
      await attempt(guest.client, 'update', { organizationId: organization.id, data: { name: 'No' } }),
    ).toBe('400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION');
    const folioAdmin = await server.signIn(ADMIN_EMAIL);
    expect((await folioAdmin.api('DELETE', `/api/rest/organizations/${organization.id}`)).status).toBe(200);
    const [admin] = await server.query<{ id: string }>('select id from "user" where email = $1', [
      ADMIN_EMAIL,
    ]);
    return {
      owner,
      guest,
      organization,
      name,
      invitation,
      teamId: team.json.id as string,
      shelfId: shelf.json.id as string,
      adminId: admin!.id,
    };
  }

  it('records each change with its organization, and what changed; refusals record nothing', async () => {
    const server = shared();
    const { owner, guest, organization, name, teamId, shelfId, adminId } = await story(server);
    const rows = await auditOf(server, organization.id);
    expect(
      rows.map(({ action, target_type, target_label, detail }) => ({
        action,
        target_type,
        target_label,
        detail,
      })),
    ).toEqual([
      { action: 'organization.created', target_type: 'organization', target_label: name, detail: {} },
      {
        action: 'organization.member_invited',
        target_type: 'organization',
        target_label: name,
        detail: { email: guest.email, role: 'member' },
      },
      {
        action: 'organization.invitation_accepted',
        target_type: 'organization',
        target_label: name,
        detail: { role: 'member' },
      },
      {
        action: 'organization.member_role_changed',
        target_type: 'organization',
        target_label: name,
        detail: { userId: guest.id, role: 'admin' },
      },
      {
        action: 'organization.team_created',
        target_type: 'organization',
        target_label: name,
        detail: { teamId, name: 'Audit team' },
      },
      {
        action: 'shelf.created',
        target_type: 'organization',
        target_label: name,
        detail: { shelfId, name: 'Audited shelf' },
      },
      {
        action: 'shelf.deleted',
        target_type: 'organization',
        target_label: name,
        detail: { shelfId, name: 'Audited shelf' },
      },
      {
        action: 'organization.member_removed',
        target_type: 'organization',
        target_label: name,
        detail: { userId: guest.id },
      },
      { action: 'organization.deleted', target_type: 'organization', target_label: name, detail: {} },
    ]);
    // Folio's own procedures, and the invitation, name who did it.
    const actors = Object.fromEntries(rows.map((row) => [row.action, [row.actor_id, row.actor_email]]));
    expect(actors['organization.member_invited']).toEqual([owner.id, owner.email]);
    expect(actors['shelf.created']).toEqual([owner.id, owner.email]);
    expect(actors['shelf.deleted']).toEqual([owner.id, owner.email]);
    expect(actors['organization.deleted']).toEqual([adminId, ADMIN_EMAIL]);
  });

  it('names who made every organization change, the better-auth ones included', async () => {
    const server = shared();
    const { owner, guest, organization } = await story(server);
    const actors = Object.fromEntries(
      (await auditOf(server, organization.id)).map((row) => [row.action, row.actor_email]),
    );
    expect(actors).toEqual({
      'organization.created': owner.email,
      'organization.member_invited': owner.email,
      'organization.invitation_accepted': guest.email,
      'organization.member_role_changed': owner.email,
      'organization.team_created': owner.email,
      'shelf.created': owner.email,
      'shelf.deleted': owner.email,
      'organization.member_removed': owner.email,
      'organization.deleted': ADMIN_EMAIL,
    });
  });
});
