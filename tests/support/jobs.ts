import type { JobKind } from '~/lib/jobs';
import type { TestServer } from './test-server';

export interface JobRow {
  id: string;
  name: JobKind;
  state: string;
  retry_count: number;
  retry_limit: number;
  retry_backoff: boolean;
  data: Record<string, unknown>;
  output: { message?: string } | null;
}

/** Folio's jobs of one kind as pg-boss stores them, oldest first. */
export function jobsOf(server: Pick<TestServer, 'query'>, kind: JobKind): Promise<JobRow[]> {
  return server.query<JobRow>(
    `select id, name, state::text as state, retry_count, retry_limit, retry_backoff, data, output
     from pgboss.job where name = $1 order by created_on, id`,
    [kind],
  );
}

/** Waits until `check` holds of the jobs of `kind` (looked at every 100 ms), and returns them. */
export async function waitForJobs(
  server: Pick<TestServer, 'query'>,
  kind: JobKind,
  check: (jobs: JobRow[]) => boolean,
  { timeoutMs = 20_000, what = 'the jobs to reach the expected state' } = {},
): Promise<JobRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await jobsOf(server, kind);
    if (check(jobs)) return jobs;
    if (Date.now() > deadline)
      throw new Error(`Waited ${timeoutMs} ms for ${what}; ${kind} jobs: ${JSON.stringify(jobs)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A job written straight into pg-boss's table, in the state a test needs (a clean-up job, which any
 * instance may run harmlessly when it is retried). A queued one waits an hour before it may start.
 */
export async function insertJob(
  server: Pick<TestServer, 'query'>,
  state: 'created' | 'failed' | 'completed' | 'cancelled',
  kind: JobKind = 'upload-sweep',
): Promise<string> {
  const [row] = await server.query<{ id: string }>(
    `insert into pgboss.job (name, data, state, output, start_after, completed_on)
     values ($1, '{}', $2::pgboss.job_state, $3::jsonb,
       now() + case when $2 = 'created' then interval '1 hour' else interval '0' end,
       case when $2 = 'created' then null else now() end)
     returning id`,
    [kind, state, state === 'failed' ? JSON.stringify({ message: 'Disk full' }) : null],
  );
  return row!.id;
}
