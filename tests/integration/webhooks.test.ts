import type { Span, Tracer } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cleanupJobHandlers } from '~/server/jobs/cleanup-jobs';
import { registerWebhookOutboxDepth } from '~/server/telemetry/metrics';
import { setTracing } from '~/server/telemetry/tracer';
import { pendingWebhookDeliveries } from '~/server/webhooks/webhook-records';
import { parsePrometheusText, sampleValue } from '../support/prometheus-text';
import { databases, oneDatabase, type DatabaseKind } from '../support/test-database';
import {
  ADMIN_EMAIL,
  USER_EMAIL,
  testServer,
  type TestClient,
  type TestServer,
} from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// Folio's webhooks end to end (issue 39, 1): an admin adds an endpoint through the API, a change is
// made, and a real receiver — started here, verifying every request with standardwebhooks' own
// Webhook.verify — gets it. Retries are fast here (JOB_RETRY_DELAY_SECONDS=1: waits of 1–2 s, 2–4 s…).

// Written out rather than imported from lib/webhooks.ts: these are the events the issue asks for, and a
// test against the source's own list could not notice one going missing.
const EVERY_EVENT = [
  'book.created',
  'book.updated',
  'book.deleted',
  'user.created',
  'user.banned',
  'organization.member_added',
  'invitation.accepted',
];

/** A receiver on this machine: allowed only with the development variable. */
const LOCAL_RECEIVER = { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', JOB_RETRY_DELAY_SECONDS: '1' };

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  onTestFinished(() => started.close());
  return started;
}

function webhookServer(kind: DatabaseKind, env: Record<string, string> = {}, allowServerErrors = false) {
  return testServer({
    database: kind,
    env: { ...LOCAL_RECEIVER, ...env },
    jobs: { pollingIntervalSeconds: 0.5 },
    allowServerErrors,
  });
}

interface CreatedEndpoint {
  endpoint: { id: string; url: string; enabled: boolean; events: string[] };
  secret: string;
}

/** An endpoint for `target`'s URL, its secret given to the receiver to verify with. */
async function addEndpoint(
  admin: TestClient,
  target: WebhookReceiver,
  fields: Record<string, unknown> = {},
): Promise<CreatedEndpoint> {
  const created = await admin.api('POST', '/api/rest/webhooks', {
    url: target.url,
    description: 'Shop search index',
    events: EVERY_EVENT,
    ...fields,
  });
  expect(created.status, created.text).toBe(201);
  target.verifyWith(created.json.secret);
  return created.json as CreatedEndpoint;
}

async function someGenreId(server: TestServer): Promise<string> {
  const [row] = await server.query<{ id: string }>('select id from genre order by name limit 1');
  return row!.id;
}

async function createBook(server: TestServer, admin: TestClient, title: string): Promise<string> {
  const created = await admin.api('POST', '/api/rest/books', {
    title,
    author: 'Webhook Author',
    genreId: await someGenreId(server),
  });
  expect(created.status, created.text).toBe(201);
  return created.json.id as string;
}

interface DeliveryJson {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  tries: Array<{
    statusCode: number | null;
    error: string | null;
    response: string | null;
    durationMs: number;
  }>;
}

async function deliveriesOf(admin: TestClient, endpointId: string): Promise<DeliveryJson[]> {
  const response = await admin.api('GET', `/api/rest/webhooks/${endpointId}/deliveries?limit=50`);
  expect(response.status, response.text).toBe(200);
  return response.json.items as DeliveryJson[];
}

/** Polls the delivery log until `check` holds of it. */
async function waitForDeliveries(
  admin: TestClient,
  endpointId: string,
  check: (deliveries: DeliveryJson[]) => boolean,
  what: string,
): Promise<DeliveryJson[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const deliveries = await deliveriesOf(admin, endpointId);
    if (check(deliveries)) return deliveries;
    if (Date.now() > deadline) throw new Error(`Waited for ${what}: ${JSON.stringify(deliveries)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databases)('webhooks on $kind', ({ kind }) => {
  it('an admin adds an endpoint, sees its secret once, and a book change arrives signed with the record', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    const { endpoint, secret } = await addEndpoint(admin, target);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: target.url, enabled: true, events: EVERY_EVENT });

    // The secret is in that answer only: not in the list, not in the endpoint, not in the database.
    const listed = await admin.api('GET', '/api/rest/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.json.items).toEqual([
      expect.objectContaining({ id: endpoint.id, pendingDeliveries: 0, latestDelivery: null }),
    ]);
    expect(listed.text).not.toContain(secret.slice(6, 20));
    expect((await admin.api('GET', `/api/rest/webhooks/${endpoint.id}`)).text).not.toContain(
      secret.slice(6, 20),
    );
    const [stored] = await server.query<{ secret: string }>('select secret from webhook_endpoint');
    expect(stored!.secret).not.toContain(secret.slice(6, 20));

    const bookId = await createBook(server, admin, 'The Signed Delivery');
    await target.waitFor(() => target.accepted().length === 1);
    const [delivery] = target.received;
    expect(delivery!.verifiedBy).toEqual([0]);
    expect(delivery!.id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(delivery!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(delivery!.body).toEqual({
      type: 'book.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 1,
      data: {
        book: {
          id: bookId,
          title: 'The Signed Delivery',
          author: 'Webhook Author',
          publisher: null,
          genreId: await someGenreId(server),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      },
    });

    // The log: one delivery, delivered on its first try, with the receiver's answer.
    const [logged] = await waitForDeliveries(
      admin,
      endpoint.id,
      (deliveries) => deliveries[0]?.status === 'delivered',
      'the delivery to be logged',
    );
    expect(logged).toMatchObject({ eventId: delivery!.id, eventType: 'book.created', attempts: 1 });
    expect(logged!.tries).toEqual([
      expect.objectContaining({ statusCode: 200, error: null, response: 'answered 200' }),
    ]);
    // The list shows each endpoint's newest delivery with its last try, in the same answer.
    expect((await admin.api('GET', '/api/rest/webhooks')).json.items).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        latestDelivery: expect.objectContaining({
          id: logged!.id,
          status: 'delivered',
          tries: [expect.objectContaining({ statusCode: 200 })],
        }),
      }),
    ]);

    // A change that rolled back (the same title again: 409) is no event.
    const again = await admin.api('POST', '/api/rest/books', {
      title: 'The Signed Delivery',
      author: 'Webhook Author',
      genreId: await someGenreId(server),
    });
    expect(again.status).toBe(409);
    expect(await server.countRows('webhook_event')).toBe(1);
  });

  it('gives a receiver that failed twice a third try with the same webhook-id', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    const { endpoint } = await addEndpoint(admin, target, { events: ['book.created'] });
    target.answer(500, 503);

    await createBook(server, admin, 'Third Time Lucky');
    await target.waitFor(() => target.accepted().length === 1, { what: 'the third try' });
    expect(target.received.map((delivery) => delivery.status)).toEqual([500, 503, 200]);
    expect(new Set(target.received.map((delivery) => delivery.id)).size).toBe(1);
    expect(target.received.every((delivery) => delivery.verifiedBy.length === 1)).toBe(true);

    const [logged] = await waitForDeliveries(
      admin,
      endpoint.id,
      (deliveries) => deliveries[0]?.status === 'delivered',
      'the third try to be logged',
    );
    expect(logged!.attempts).toBe(3);
    expect(logged!.tries.map((attempt) => attempt.statusCode)).toEqual([500, 503, 200]);
  });

  it('delivers every event to a receiver that was down, in order of creation, once it is up', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    const { endpoint } = await addEndpoint(admin, target, {
      events: ['book.created', 'book.updated', 'book.deleted'],
    });
    await target.stop();

    const first = await createBook(server, admin, 'Down Then Up');
    const genreId = await someGenreId(server);
    const renamed = await admin.api('PUT', `/api/rest/books/${first}`, {
      title: 'Down Then Up, Revised',
      author: 'Webhook Author',
      genreId,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const second = await createBook(server, admin, 'Written While Down');
    expect((await admin.api('DELETE', `/api/rest/books/${first}`)).status).toBe(200);
    // Tried and refused (nobody listens) before the receiver is back.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(target.received).toEqual([]);
    // The list counts what waits, and shows the newest of it with the refused try.
    const waiting = await admin.api('GET', `/api/rest/webhooks/${endpoint.id}`);
    expect(waiting.json.pendingDeliveries).toBe(4);
    const [listed] = (await admin.api('GET', '/api/rest/webhooks')).json.items;
    expect(listed).toMatchObject({
      pendingDeliveries: 4,
      latestDelivery: { eventType: 'book.deleted', status: 'pending' },
    });

    await target.start();
    await target.waitFor(() => target.accepted().length === 4, { what: 'the four events' });
    expect(target.accepted().map(({ body }) => [body.type, (body.data.book as { id: string }).id])).toEqual([
      ['book.created', first],
      ['book.updated', first],
      ['book.created', second],
      ['book.deleted', first],
    ]);
    expect(new Set(target.accepted().map((delivery) => delivery.id)).size).toBe(4);
    const [failedTries] = await server.query<{ count: number }>(
      `select count(*)::int as count from webhook_attempt where status_code is null and error = 'connection-failed'`,
    );
    expect(failedTries!.count).toBeGreaterThan(0);
  });

  it('answers the change before the delivery: the request does not wait for the receiver', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    await addEndpoint(admin, target, { events: ['book.created'] });
    target.delay(2_000);

    await createBook(server, admin, 'No Waiting');
    const answered = Date.now();
    expect(target.received).toEqual([]);
    await target.waitFor(() => target.accepted().length === 1);
    // The receiver answered (after its 2 s) well after the change's own request had its answer.
    expect(target.received[0]!.at).toBeGreaterThan(answered + 1_000);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    const { endpoint, secret: previous } = await addEndpoint(admin, target, { events: ['book.created'] });

    const rotated = await admin.api('POST', `/api/rest/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status, rotated.text).toBe(200);
    const next = rotated.json.secret as string;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(previous);
    const overlap = new Date(rotated.json.previousSecretExpiresAt).getTime() - Date.now();
    expect(overlap).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(overlap).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    target.verifyWith(previous, next);

    const tested = await admin.api('POST', `/api/rest/webhooks/${endpoint.id}/test`);
    expect(tested.status, tested.text).toBe(200);
    await target.waitFor(() => target.accepted().length === 1);
    const during = target.received[0]!;
    expect(during.id).toBe(tested.json.eventId);
    expect(during.body.type).toBe('webhook.test');
    // Either secret alone verifies it: a receiver still on the old one, and one already on the new one.
    expect(during.verifiedBy).toEqual([0, 1]);
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(next).verify(during.raw, during.headers)).not.toThrow();

    // The 24 hours have passed.
    await server.query(
      `update webhook_endpoint set previous_secret_expires_at = now() - interval '1 second' where id = $1`,
      [endpoint.id],
    );
    await admin.api('POST', `/api/rest/webhooks/${endpoint.id}/test`);
    await target.waitFor(() => target.accepted().length === 2);
    expect(target.received[1]!.verifiedBy).toEqual([1]);
    expect(() =>
      new Webhook(previous).verify(target.received[1]!.raw, target.received[1]!.headers),
    ).toThrow();
  });

  it('disables an endpoint whose delivery failed its last try, tells the admins, and delivers what waited once it is enabled', async () => {
    const server = await webhookServer(kind, {}, true);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    const { endpoint } = await addEndpoint(admin, target, { events: ['book.created'] });
    target.answer(500, 500);

    const neverAccepted = await createBook(server, admin, 'Never Accepted');
    await waitForDeliveries(
      admin,
      endpoint.id,
      (deliveries) => deliveries[0]?.attempts === 1,
      'the first try',
    );
    // Written while the first one is retried: it waits behind it.
    const waiting = await createBook(server, admin, 'Waited For Its Endpoint');
    // As if ten more tries had failed over the day: the next one is its twelfth and last.
    const mark = server.smtp.messages.length;
    await server.query(
      `update webhook_delivery d set attempts = 11 from webhook_event e
        where e.id = d.event_id and e.payload like '%' || $1 || '%'`,
      [neverAccepted],
    );
    const deliveries = await waitForDeliveries(
      admin,
      endpoint.id,
      (found) => found.some((delivery) => delivery.status === 'failed'),
      'the last try',
    );
    const failed = deliveries.find((delivery) => delivery.status === 'failed');
    expect(failed!.attempts).toBe(12);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['pending', 'failed']);
    const disabled = await admin.api('GET', `/api/rest/webhooks/${endpoint.id}`);
    expect(disabled.json).toMatchObject({
      enabled: false,
      disabledReason: 'failures',
      consecutiveFailures: 2,
    });
    const notice = await server.smtp.waitForEmail(ADMIN_EMAIL, { after: mark });
    expect(notice.subject).toBe('A Folio webhook was disabled');
    expect(notice.text).toContain(target.url);
    expect(await server.countRows('audit_event', `action = 'webhook.disabled'`)).toBe(1);
    expect(server.logs.filter((entry) => entry.level >= 40).map((entry) => entry.msg)).toEqual([
      'A webhook endpoint was disabled: a delivery failed all its tries',
    ]);

    // While it is disabled, nothing new is written for it, nothing goes out, and a test is refused.
    await createBook(server, admin, 'Written While Disabled');
    expect(await server.countRows('webhook_delivery')).toBe(2);
    expect((await admin.api('POST', `/api/rest/webhooks/${endpoint.id}/test`)).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(target.accepted()).toEqual([]);

    const enabled = await admin.api('PUT', `/api/rest/webhooks/${endpoint.id}`, {
      url: target.url,
      description: 'Shop search index',
      events: ['book.created'],
      enabled: true,
    });
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.json).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await target.waitFor(() => target.accepted().length === 1, { what: 'what waited' });
    expect((target.accepted()[0]!.body.data.book as { id: string }).id).toBe(waiting);

    // The failed one, sent again by hand: the same webhook-id, a fresh round of tries.
    const redelivered = await admin.api(
      'POST',
      `/api/rest/webhooks/${endpoint.id}/deliveries/${failed!.id}/redeliver`,
    );
    expect(redelivered.status, redelivered.text).toBe(200);
    await target.waitFor(() => target.accepted().length === 2, { what: 'the redelivery' });
    expect(target.accepted()[1]!.id).toBe(failed!.eventId);
    const unknown = await admin.api(
      'POST',
      `/api/rest/webhooks/${endpoint.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
    );
    expect(unknown.status).toBe(404);
  });

  it('tells of new people, bans, and invitations accepted into an organization', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    await addEndpoint(admin, target, {
      events: ['user.created', 'user.banned', 'organization.member_added', 'invitation.accepted'],
    });

    const made = await admin.api('POST', '/api/rest/users', {
      name: 'Made By Admin',
      email: 'made.by.admin@example.org',
      role: 'user',
    });
    expect(made.status, made.text).toBe(201);
    const banned = await admin.api('POST', `/api/rest/users/${made.json.id}/ban`, { reason: 'Spam' });
    expect(banned.status, banned.text).toBe(200);

    const organization = await admin.api('POST', '/api/auth/organization/create', {
      name: 'Webhook Readers',
      slug: `webhook-readers-${Date.now().toString(36)}`,
    });
    expect(organization.status, organization.text).toBe(200);
    const invitation = await admin.api('POST', '/api/auth/organization/invite-member', {
      organizationId: organization.json.id,
      email: 'joiner@example.org',
      role: 'member',
    });
    expect(invitation.status, invitation.text).toBe(200);
    // Signing in for the first time makes the account (a sign-up).
    const joiner = await server.signIn('joiner@example.org');
    const accepted = await joiner.api('POST', '/api/auth/organization/accept-invitation', {
      invitationId: invitation.json.id,
    });
    expect(accepted.status, accepted.text).toBe(200);

    await target.waitFor(() => target.accepted().length === 5, { what: 'five events' });
    const byType = Object.fromEntries(target.accepted().map(({ body }) => [body.type, body.data]));
    expect(Object.keys(byType).sort()).toEqual([
      'invitation.accepted',
      'organization.member_added',
      'user.banned',
      'user.created',
    ]);
    expect(
      target
        .accepted()
        .filter(({ body }) => body.type === 'user.created')
        .map(({ body }) => (body.data.user as { email: string }).email),
    ).toEqual(['made.by.admin@example.org', 'joiner@example.org']);
    expect(byType['user.banned']).toEqual({
      user: expect.objectContaining({ id: made.json.id, banned: true, banReason: 'Spam' }),
    });
    const joinerId = (await joiner.session())!.user.id;
    expect(byType['organization.member_added']).toEqual({
      member: expect.objectContaining({
        userId: joinerId,
        role: 'member',
        organizationId: organization.json.id,
      }),
      organization: { id: organization.json.id, name: 'Webhook Readers' },
    });
    expect(byType['invitation.accepted']).toEqual({
      invitation: expect.objectContaining({
        id: invitation.json.id,
        email: 'joiner@example.org',
        status: 'accepted',
      }),
      organization: { id: organization.json.id, name: 'Webhook Readers' },
    });
    // What the events carry: records' own addresses only, never a code or a session token.
    for (const { raw } of target.accepted()) {
      expect(raw).not.toMatch(/"(token|otp|code|secret|password)"/i);
      expect(raw).not.toContain(ADMIN_EMAIL);
    }
  });
});

describe.each(oneDatabase)('webhooks’ guards on $kind', ({ kind }) => {
  it('refuses loopback, private, link-local, CGNAT and metadata addresses without the development variable', async () => {
    const server = await testServer({
      database: kind,
      env: { JOB_RETRY_DELAY_SECONDS: '1' },
      jobs: { pollingIntervalSeconds: 0.5 },
    });
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    for (const url of [
      `http://127.0.0.1:${target.port}/hook`,
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.7/hook',
      'http://192.168.1.10/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fd00:ec2::254]/latest/meta-data/',
    ]) {
      const refused = await admin.api('POST', '/api/rest/webhooks', { url, events: ['book.created'] });
      expect(refused.status, url).toBe(400);
      expect(refused.json.data, url).toEqual({ field: 'url', reason: 'address-not-allowed' });
    }
    expect(await server.countRows('webhook_endpoint')).toBe(0);

    // A name is resolved when it is called, and refused then: `localhost` resolves to loopback.
    const named = await admin.api('POST', '/api/rest/webhooks', {
      url: `http://localhost:${target.port}/hook`,
      events: ['book.created'],
    });
    expect(named.status, named.text).toBe(201);
    expect((await admin.api('POST', `/api/rest/webhooks/${named.json.endpoint.id}/test`)).status).toBe(200);
    const [refused] = await waitForDeliveries(
      admin,
      named.json.endpoint.id,
      (deliveries) => (deliveries[0]?.tries.length ?? 0) >= 1,
      'the refused try',
    );
    expect(refused!.status).toBe('pending');
    expect(refused!.tries[0]).toMatchObject({
      statusCode: null,
      error: 'address-not-allowed',
      response: null,
    });
    expect(target.requests).toEqual([]);
  });

  it('follows no redirect', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    const created = await admin.api('POST', '/api/rest/webhooks', {
      url: `${target.origin}/redirect`,
      events: ['book.created'],
    });
    expect(created.status, created.text).toBe(201);
    await admin.api('POST', `/api/rest/webhooks/${created.json.endpoint.id}/test`);
    const [tried] = await waitForDeliveries(
      admin,
      created.json.endpoint.id,
      (deliveries) => (deliveries[0]?.tries.length ?? 0) >= 1,
      'the redirected try',
    );
    expect(tried!.tries[0]!.statusCode).toBe(302);
    expect(tried!.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(target.requests.map((request) => request.path)).not.toContain('/redirect-target');
    // Deleted, its retries find nothing to do.
    expect((await admin.api('DELETE', `/api/rest/webhooks/${created.json.endpoint.id}`)).status).toBe(200);
    expect(await server.countRows('webhook_delivery')).toBe(0);
  });

  it('is for admins only: a user is refused (403), and so is anyone signed out (401)', async () => {
    const server = await webhookServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const body = { url: 'https://hooks.example.com/folio', events: ['book.created'] };
    expect((await user.api('GET', '/api/rest/webhooks')).status).toBe(403);
    expect((await user.api('POST', '/api/rest/webhooks', body)).status).toBe(403);
    expect((await server.client().api('GET', '/api/rest/webhooks')).status).toBe(401);
    expect(await server.countRows('webhook_endpoint')).toBe(0);
  });

  it('refuses every change in demo mode, and still lists', async () => {
    const server = await webhookServer(kind, { DEMO_MODE: 'true' });
    const admin = await server.signIn(ADMIN_EMAIL);
    const refused = await admin.api('POST', '/api/rest/webhooks', {
      url: 'https://hooks.example.com/folio',
      events: ['book.created'],
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('DEMO_MODE');
    expect((await admin.api('GET', '/api/rest/webhooks')).status).toBe(200);
    expect(await server.countRows('webhook_endpoint')).toBe(0);
  });

  it('keeps settled events 30 days, and an event whose delivery still waits for as long as it waits', async () => {
    const server = await webhookServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const created = await admin.api('POST', '/api/rest/webhooks', {
      url: 'https://hooks.invalid/retention',
      events: ['book.created'],
      enabled: false,
    });
    const endpointId = created.json.endpoint.id as string;
    for (const [id, age, status] of [
      ['msg_old_settled', '31 days', 'delivered'],
      ['msg_old_failed', '31 days', 'failed'],
      ['msg_old_waiting', '31 days', 'pending'],
      ['msg_recent_settled', '29 days', 'delivered'],
    ] as const) {
      await server.query(
        `insert into webhook_event (id, type, payload, created_at) values ($1, 'book.created', '{}', now() - $2::interval)`,
        [id, age],
      );
      await server.query(`insert into webhook_delivery (event_id, endpoint_id, status) values ($1, $2, $3)`, [
        id,
        endpointId,
        status,
      ]);
    }
    const { uploads, logger } = server.context;
    await cleanupJobHandlers({ db: server.context.connection.db, uploads, logger })['expired-rows-cleanup'](
      {},
      { id: 'test', retryCount: 0, signal: new AbortController().signal },
    );
    expect(
      (await server.query<{ id: string }>('select id from webhook_event order by id')).map(({ id }) => id),
    ).toEqual(['msg_old_waiting', 'msg_recent_settled']);
    expect(await server.countRows('webhook_delivery')).toBe(2);
  });

  it('traces a delivery as a span under its job’s', async () => {
    const server = await webhookServer(kind);
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    await addEndpoint(admin, target, { events: ['book.created'] });
    // A tracer that only remembers each span's parent (Folio's tracer holder, as tracing-sdk.ts sets it).
    const spans: Array<{ name: string; parent: string | undefined }> = [];
    const active = new AsyncLocalStorage<string>();
    const span = { setStatus() {}, setAttribute() {}, end() {}, updateName() {}, spanContext: () => ({}) };
    setTracing({
      tracer: {
        startActiveSpan: (name: string, _options: unknown, work: (span: unknown) => unknown) => {
          spans.push({ name, parent: active.getStore() });
          return active.run(name, () => work(span));
        },
      } as unknown as Tracer,
      activeSpan: () => (active.getStore() ? (span as unknown as Span) : undefined),
      errorStatus: 2,
    });
    onTestFinished(() => {
      delete (globalThis as { folioTracing?: unknown }).folioTracing;
    });

    await createBook(server, admin, 'Traced');
    await target.waitFor(() => target.accepted().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(spans).toContainEqual({ name: 'job webhook-delivery', parent: undefined });
    expect(spans).toContainEqual({ name: 'webhook deliver', parent: 'job webhook-delivery' });
  });

  it('counts deliveries by event type and outcome, and the outbox depth, in /metrics', async () => {
    const METRICS_TOKEN = 'metrics-token-for-webhooks-0123456789';
    const server = await webhookServer(kind, { METRICS_TOKEN });
    registerWebhookOutboxDepth(() => pendingWebhookDeliveries(server.context.connection.db));
    // The metrics are the worker's, shared with the suites after this one: leave no source behind.
    onTestFinished(() => registerWebhookOutboxDepth(undefined));
    const target = await receiver();
    const admin = await server.signIn(ADMIN_EMAIL);
    await addEndpoint(admin, target, { events: ['book.created'] });
    const scrape = async () => {
      const response = await admin.api('GET', '/metrics', undefined, {
        authorization: `Bearer ${METRICS_TOKEN}`,
        accept: 'text/plain',
      });
      expect(response.status).toBe(200);
      return parsePrometheusText(response.text);
    };
    const before = await scrape();
    const counted = (samples: ReturnType<typeof parsePrometheusText>, name: string, outcome: string) =>
      sampleValue(samples, name, { event_type: 'book.created', outcome }) ?? 0;

    target.answer(500);
    await createBook(server, admin, 'Counted Twice');
    await target.waitFor(() => target.accepted().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await scrape();
    expect(
      counted(after, 'folio_webhook_attempts_total', 'failure') -
        counted(before, 'folio_webhook_attempts_total', 'failure'),
    ).toBe(1);
    expect(
      counted(after, 'folio_webhook_attempts_total', 'success') -
        counted(before, 'folio_webhook_attempts_total', 'success'),
    ).toBe(1);
    expect(
      counted(after, 'folio_webhook_deliveries_total', 'delivered') -
        counted(before, 'folio_webhook_deliveries_total', 'delivered'),
    ).toBe(1);
    expect(sampleValue(after, 'folio_webhook_outbox_depth')).toBe(0);

    target.delay(1_500);
    await createBook(server, admin, 'Waiting In The Outbox');
    expect(sampleValue(await scrape(), 'folio_webhook_outbox_depth')).toBe(1);
  });
});
