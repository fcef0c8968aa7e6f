import { describe, expect, it } from 'vitest';
import { databases } from '../support/test-database';
import { ADMIN_EMAIL, testServer, type TestServer } from '../support/test-server';

// What docs/jobs.md says of an e-mail's retries, held to pg-boss's behaviour: the wait
// before try n + 1 is drawn between delay × 2^(n-1) and delay × 2^n seconds, at most the maximum.
const DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 600;

interface RetryRow {
  state: string;
  retry_count: number;
  /** Seconds from now until the job may run again. */
  wait: number;
}

/** The invitation job once its `failures`-th try has failed, polled every 100 ms. */
async function afterFailure(app: TestServer, failures: number): Promise<RetryRow> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = await app.query<RetryRow>(
      `select state::text as state, retry_count,
         extract(epoch from start_after - now())::float8 as wait
       from pgboss.job where name = 'invitation-email'`,
    );
    // retry_count counts the tries before the one that just failed.
    if (job && job.state !== 'active' && job.state !== 'created' && job.retry_count === failures - 1)
      return job;
    if (Date.now() > deadline) throw new Error(`No failure ${failures}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databases)('an e-mail job’s retries on $kind', ({ kind }) => {
  it('wait 30–60 s, 1–2 min, 2–4 min, 4–8 min after the failed tries, then the job fails on its fifth', async () => {
    const app = await testServer({
      database: kind,
      jobs: {
        pollingIntervalSeconds: 0.5,
        retryDelaySeconds: DELAY_SECONDS,
        retryDelayMaxSeconds: MAX_DELAY_SECONDS,
      },
      allowServerErrors: true,
    });
    const admin = await app.signIn(ADMIN_EMAIL);
    app.smtp.refuse(5);
    const created = await admin.api('POST', '/api/auth/organization/create', {
      name: 'Retry club',
      slug: `retry-club-${Date.now().toString(36)}`,
    });
    expect(created.status, created.text).toBe(200);
    const invited = await admin.api('POST', '/api/auth/organization/invite-member', {
      organizationId: created.json.id,
      email: 'invitee.retries@example.org',
      role: 'member',
    });
    expect(invited.status, invited.text).toBe(200);

    for (let failures = 1; failures <= 4; failures += 1) {
      const job = await afterFailure(app, failures);
      expect(job.state).toBe('retry');
      const shortest = DELAY_SECONDS * 2 ** (failures - 1);
      // Measured a moment after the failure: up to a second less than pg-boss drew.
      expect(job.wait).toBeGreaterThan(shortest - 1);
      expect(job.wait).toBeLessThanOrEqual(Math.min(2 * shortest, MAX_DELAY_SECONDS));
      // The wait is not what this test is for: the next try runs now.
      await app.query(`update pgboss.job set start_after = now() where name = 'invitation-email'`);
    }
    expect((await afterFailure(app, 5)).state).toBe('failed');
    expect(app.smtp.refused).toBe(5);
  });
});
