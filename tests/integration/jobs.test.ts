import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { insertJob, jobsOf, waitForJobs } from '../support/jobs';
import { databases, openTestDatabaseAt } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
  type TestServerOptions,
} from '../support/test-server';

let sequence = 0;
function unique(): string {
  return `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;
}

/** Jobs looked for twice a second and retried after a second: a test waits seconds, not minutes. */
const QUICK_RETRIES = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 };

/** An organization of the admin's, and an invitation to a new address from it. */
async function inviteSomeone(admin: TestClient): Promise<{ invitationId: string; email: string }> {
  const created = await admin.api('POST', '/api/auth/organization/create', {
    name: `Jobs club ${unique()}`,
    slug: `jobs-club-${unique()}`,
  });
  expect(created.status, created.text).toBe(200);
  const email = `invitee.${unique()}@example.org`;
  const invited = await admin.api('POST', '/api/auth/organization/invite-member', {
    organizationId: created.json.id,
    email,
    role: 'member',
  });
  expect(invited.status, invited.text).toBe(200);
  return { invitationId: invited.json.id, email };
}

function jobsPage(client: TestClient, status?: string) {
  return client.api('GET', `/api/rest/jobs${status ? `?status=${status}` : ''}`);
}

describe.each(databases)('jobs on $kind', ({ kind }) => {
  const server = (options: Omit<TestServerOptions, 'database'> = {}) =>
    testServer({ database: kind, ...options });

  it('sends an invitation e-mail on the third try after the SMTP server refused it twice; the job holds only its id', async () => {
    const app = await server({ jobs: QUICK_RETRIES, allowServerErrors: true });
    const admin = await app.signIn(ADMIN_EMAIL);
    app.smtp.refuse(2);
    const { invitationId, email } = await inviteSomeone(admin);

    const message = await app.smtp.waitForEmail(email, { timeoutMs: 20_000 });
    expect(message.subject).toMatch(/invited you to Jobs club/);
    expect(app.smtp.refused).toBe(2);
    const [job] = await waitForJobs(app, 'invitation-email', ([only]) => only?.state === 'completed');
    expect(job).toMatchObject({ state: 'completed', retry_count: 2, retry_limit: 4, retry_backoff: true });
    // An id to look up and the language to write in: not the address, not the inviter.
    expect(job!.data).toEqual({ invitationId, language: 'en' });
    const failures = app.logs.filter((entry) => entry.msg === 'A job failed');
    expect(failures.map((entry) => (entry.job as { try: number }).try)).toEqual([1, 2]);
    expect(JSON.stringify(app.logs)).not.toContain(email);
  });

  it('marks an e-mail failed after five refused tries; the jobs page shows its error, and a retry sends it (audited)', async () => {
    const app = await server({ jobs: QUICK_RETRIES, allowServerErrors: true });
    const admin = await app.signIn(ADMIN_EMAIL);
    app.smtp.refuse(5);
    const { email } = await inviteSomeone(admin);

    const [failed] = await waitForJobs(app, 'invitation-email', ([only]) => only?.state === 'failed', {
      what: 'the invitation e-mail to fail five times',
    });
    expect(failed).toMatchObject({ retry_count: 4 });
    expect(app.smtp.refused).toBe(5);
    expect(app.smtp.messages.filter((message) => message.to.includes(email))).toEqual([]);

    const listed = await jobsPage(admin, 'failed');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items).toEqual([
      expect.objectContaining({
        id: failed!.id,
        kind: 'invitation-email',
        state: 'failed',
        tries: 5,
        maxTries: 5,
        error: expect.stringContaining('Mailbox busy'),
      }),
    ]);
    expect((await jobsPage(admin, 'queued')).json.items).toEqual([]);

    const retried = await admin.api('POST', `/api/rest/jobs/${failed!.id}/retry`);
    expect(retried.status, retried.text).toBe(200);
    expect((await app.smtp.waitForEmail(email, { timeoutMs: 20_000 })).subject).toMatch(/Jobs club/);
    await waitForJobs(app, 'invitation-email', ([only]) => only?.state === 'completed');
    const [audited] = await app.query<{ action: string; actor_email: string; target_label: string }>(
      `select action, actor_email, target_label from audit_event where target_type = 'job' and target_id = $1`,
      [failed!.id],
    );
    expect(audited).toEqual({
      action: 'job.retried',
      actor_email: ADMIN_EMAIL,
      target_label: 'invitation-email',
    });
    // Sent now: there is nothing left to retry.
    const again = await admin.api('POST', `/api/rest/jobs/${failed!.id}/retry`);
    expect([again.status, again.json.data]).toEqual([409, { reason: 'job-completed' }]);
  });

  it("tells an account's old address of its new one, as a job that holds only the account's id and that address", async () => {
    const app = await server();
    const before = app.smtp.messages.length;
    const member = await app.signIn(USER_EMAIL);
    const newEmail = `moved.${unique()}@example.org`;
    const requested = await member.api('POST', '/api/auth/email-otp/request-email-change', { newEmail });
    expect(requested.status, requested.text).toBe(200);
    const code = await app.smtp.waitForCode(newEmail, { after: before });
    const changed = await member.api('POST', '/api/auth/email-otp/change-email', { newEmail, otp: code });
    expect(changed.status, changed.text).toBe(200);

    const notice = await app.smtp.waitForEmail(USER_EMAIL, { after: before + 1 });
    expect(notice.text).toContain(newEmail);
    const [job] = await waitForJobs(app, 'email-changed-notice', ([only]) => only?.state === 'completed');
    const [account] = await app.query<{ id: string }>(`select id from "user" where email = $1`, [newEmail]);
    expect(job!.data).toEqual({ userId: account!.id, to: USER_EMAIL, language: 'en' });
  });

  it('cancels a queued job for an admin (audited); refuses users (403) and anonymous callers (401), changing nothing', async () => {
    const app = await server();
    const queued = await insertJob(app, 'created');
    const user = await app.signIn(USER_EMAIL);
    const anonymous = app.client();

    expect((await jobsPage(user)).status).toBe(403);
    expect((await jobsPage(anonymous)).status).toBe(401);
    expect((await user.api('POST', `/api/rest/jobs/${queued}/cancel`)).status).toBe(403);
    expect((await anonymous.api('POST', `/api/rest/jobs/${queued}/cancel`)).status).toBe(401);
    expect((await user.api('POST', `/api/rest/jobs/${queued}/retry`)).status).toBe(403);
    expect((await jobsOf(app, 'upload-sweep')).map((job) => job.state)).toEqual(['created']);
    expect(await app.countRows('audit_event', `target_type = 'job'`)).toBe(0);

    const admin = await app.signIn(ADMIN_EMAIL);
    expect((await jobsPage(admin, 'queued')).json.items).toEqual([
      expect.objectContaining({ id: queued, kind: 'upload-sweep', state: 'queued', tries: 0 }),
    ]);
    const cancelled = await admin.api('POST', `/api/rest/jobs/${queued}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await jobsOf(app, 'upload-sweep')).map((job) => job.state)).toEqual(['cancelled']);
    const [audited] = await app.query<{ action: string; detail: unknown }>(
      `select action, detail from audit_event where target_type = 'job' and target_id = $1`,
      [queued],
    );
    expect(audited).toEqual({ action: 'job.canceled', detail: { kind: 'upload-sweep', from: 'queued' } });
    const again = await admin.api('POST', `/api/rest/jobs/${queued}/cancel`);
    expect([again.status, again.json.data]).toEqual([409, { reason: 'job-cancelled' }]);
    const unknown = await admin.api('POST', `/api/rest/jobs/00000000-0000-4000-8000-000000000000/cancel`);
    expect(unknown.status).toBe(404);
    expect((await admin.api('POST', `/api/rest/jobs/not-a-job/cancel`)).status).toBe(400);
  });

  it('refuses retry and cancel in a read-only demo (403 DEMO_MODE), changing nothing', async () => {
    const app = await server({ env: { DEMO_MODE: 'true' } });
    const failed = await insertJob(app, 'failed');
    const admin = await app.signIn(ADMIN_EMAIL);
    expect((await jobsPage(admin, 'failed')).json.items).toHaveLength(1);
    for (const action of ['retry', 'cancel']) {
      const refused = await admin.api('POST', `/api/rest/jobs/${failed}/${action}`);
      expect([refused.status, refused.json.code]).toEqual([403, 'DEMO_MODE']);
    }
    expect((await jobsOf(app, 'upload-sweep')).map((job) => job.state)).toEqual(['failed']);
  });

  it('on stop, puts a job still sending after the grace period back in the queue, and lets one that ends within it complete', async () => {
    const app = await server({ allowServerErrors: true });
    const admin = await app.signIn(ADMIN_EMAIL);
    const slow = app.smtp.hold();
    await inviteSomeone(admin);
    await slow.arrived;
    await app.context.jobs.stop(1_000);
    // Back in the queue, for this instance's next start or any other instance; one try is spent.
    expect((await jobsPage(admin)).json.items).toEqual([
      expect.objectContaining({ kind: 'invitation-email', state: 'queued', tries: 1, maxTries: 5 }),
    ]);
    slow.release();

    const next = await server();
    const nextAdmin = await next.signIn(ADMIN_EMAIL);
    const finishing = next.smtp.hold();
    const { email } = await inviteSomeone(nextAdmin);
    await finishing.arrived;
    const stopped = next.context.jobs.stop(30_000);
    finishing.release();
    await stopped;
    expect((await jobsOf(next, 'invitation-email')).map((job) => job.state)).toEqual(['completed']);
    expect(next.smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
    // Two instances started and stopped, the second with a 30 s grace it should not need: 5 s at a load
    // of 5, past 30 s once at a load of 11 on two cores.
  }, 90_000);
});

describe.runIf(inject('folioPostgres'))('two instances on one PostgreSQL database', () => {
  it('run each scheduled clean-up once per occurrence, on whichever instance takes it', async () => {
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'folio-shared-uploads-'));
    onTestFinished(() => rm(uploadsDir, { recursive: true, force: true }));
    // Every minute here, so that one falls due while the test runs; passes every second.
    const options: Omit<TestServerOptions, 'database'> = {
      env: { UPLOADS_DIR: uploadsDir },
      logLevel: 'info',
      jobs: {
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 1,
        schedules: { 'upload-sweep': '* * * * *', 'expired-rows-cleanup': '* * * * *' },
      },
    };
    const first = await testServer({
      database: 'postgres',
      ...options,
      jobs: { ...options.jobs, schedules: false },
    });

    // An upload left two hours ago, and expired rows beside live ones.
    const abandoned = path.join(uploadsDir, 'pending', '5f0e8b8e-3c1d-4f65-9b4c-0a3c2f1e7d21');
    await mkdir(path.dirname(abandoned), { recursive: true });
    await writeFile(abandoned, 'never attached');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);
    const [member] = await first.query<{ id: string }>(`select id from "user" where email = $1`, [
      USER_EMAIL,
    ]);
    await first.query(
      `insert into session (id, token, user_id, expires_at, created_at, updated_at) values
         ('expired-session', 'expired-token', $1, now() - interval '1 minute', now() - interval '31 days', now()),
         ('live-session', 'live-token', $1, now() + interval '1 day', now(), now())`,
      [member!.id],
    );
    await first.query(
      `insert into verification (id, identifier, value, expires_at) values
         ('expired-code', 'sign-in-otp-gone@example.org', 'x', now() - interval '1 minute')`,
    );

    // The second instance has its own pool; both send the schedules and work their queues.
    const second = await openTestDatabaseAt(first.db.url!, {
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 10_000,
    });
    onTestFinished(() => second.dispose());
    await first.context.jobs.stop(0);
    const instances: TestServer[] = [
      await testServer({ database: 'postgres', ...options, sharedDatabase: first.db }),
      await testServer({ database: 'postgres', ...options, sharedDatabase: second }),
    ];

    await waitForJobs(first, 'upload-sweep', (jobs) => jobs.some((job) => job.state === 'completed'));
    await waitForJobs(first, 'expired-rows-cleanup', (jobs) => jobs.some((job) => job.state === 'completed'));
    // Both instances look at the schedules every second: give each several more passes.
    const passes = async () =>
      (await first.query<{ cron_on: string | null }>(`select cron_on::text from pgboss.version`))[0]?.cron_on;
    for (let seen = new Set([await passes()]); seen.size < 4; seen.add(await passes()))
      await new Promise((resolve) => setTimeout(resolve, 200));

    for (const kind of ['upload-sweep', 'expired-rows-cleanup'] as const) {
      const [counted] = await first.query<{ jobs: number; minutes: number }>(
        `select count(*)::int as jobs, count(distinct date_trunc('minute', created_on))::int as minutes
         from pgboss.job where name = $1`,
        [kind],
      );
      // One job per minute the schedule fell due in, however many instances sent it.
      expect(counted!.jobs).toBe(counted!.minutes);
    }
    const sweeps = instances.flatMap((instance) =>
      instance.logs.filter((entry) => entry.msg === 'Removed uploads that were never attached'),
    );
    expect(sweeps.map((entry) => entry.removed)).toEqual([1]);
    expect(
      await first.query(`select id from session where id in ('expired-session', 'live-session')`),
    ).toEqual([{ id: 'live-session' }]);
    expect(await first.countRows('verification', `id = 'expired-code'`)).toBe(0);
  });
});
