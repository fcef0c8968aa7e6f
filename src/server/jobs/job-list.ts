import { JOB_KINDS, JOB_STATES, type JobKind, type JobState } from '~/lib/jobs';
import type { DatabaseConnection } from '../db/client';
import { JOB_SCHEMA } from './job-database';

// pg-boss's job table is read directly for the jobs page and the counts: its API finds jobs per queue
// but not per state, newest first, a page at a time. Changes (retry, cancel) go through its API.

/** pg-boss's states behind each state the jobs page shows. */
const PG_BOSS_STATES: Record<JobState, string[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  completed: ['completed'],
  failed: ['failed'],
  cancelled: ['cancelled'],
};

/** pg-boss's state as the page shows it. */
const STATE_OF = `case state::text when 'created' then 'queued' when 'retry' then 'queued' else state::text end`;

export interface JobRecord {
  id: string;
  kind: JobKind;
  state: JobState;
  /** The tries made so far, and how many it may have in all. */
  tries: number;
  maxTries: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** The last try's error message, while it waits for a retry or once it has failed. */
  error: string | null;
  /** The sort key of the row, as the database prints it (the cursor keeps its microseconds). */
  sortTime: string;
}

interface JobRow {
  id: string;
  kind: JobKind;
  state: JobState;
  tries: number;
  max_tries: number;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  error: string | null;
  sort_time: string;
}

/** Folio's jobs, newest first, optionally of one state, after the job whose key is `after`. */
export async function listJobs(
  connection: DatabaseConnection,
  { state, after, take }: { state?: JobState; after?: readonly [string, string]; take: number },
): Promise<JobRecord[]> {
  const params: unknown[] = [[...JOB_KINDS], take];
  const where = ['name = any($1::text[])'];
  if (state) {
    params.push(PG_BOSS_STATES[state]);
    where.push(`state::text = any($${params.length}::text[])`);
  }
  if (after) {
    params.push(after[0], after[1]);
    where.push(`(created_on, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  const rows = await connection.query<JobRow>(
    `select id, name as kind, ${STATE_OF} as state,
       case when state = 'created' or (state = 'cancelled' and started_on is null) then 0
         else retry_count + 1 end as tries,
       retry_limit + 1 as max_tries,
       created_on as created_at, started_on as started_at, completed_on as completed_at,
       case when state in ('retry', 'failed') then left(output->>'message', 500) end as error,
       created_on::text as sort_time
     from ${JOB_SCHEMA}.job
     where ${where.join(' and ')}
     order by created_on desc, id desc
     limit $2`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    tries: Number(row.tries),
    maxTries: Number(row.max_tries),
    createdAt: new Date(row.created_at),
    startedAt: row.started_at && new Date(row.started_at),
    completedAt: row.completed_at && new Date(row.completed_at),
    error: row.error,
    sortTime: row.sort_time,
  }));
}

/** One of Folio's jobs by its id, with its kind and state; undefined when there is none. */
export async function findJob(
  connection: DatabaseConnection,
  id: string,
): Promise<{ kind: JobKind; state: JobState } | undefined> {
  const [row] = await connection.query<{ kind: JobKind; state: JobState }>(
    `select name as kind, ${STATE_OF} as state from ${JOB_SCHEMA}.job where id = $1::uuid and name = any($2::text[])`,
    [id, [...JOB_KINDS]],
  );
  return row;
}

export type JobCounts = Record<JobState, number>;

/**
 * How many of Folio's jobs of each kind are in each state now (pg-boss keeps the ended ones for 7 days):
 * the queues' depth and their failures, for the metrics.
 */
export async function countJobs(connection: DatabaseConnection): Promise<Map<JobKind, JobCounts>> {
  const rows = await connection.query<{ kind: JobKind; state: JobState; count: number }>(
    `select name as kind, ${STATE_OF} as state, count(*)::int as count from ${JOB_SCHEMA}.job
     where name = any($1::text[]) group by 1, 2`,
    [[...JOB_KINDS]],
  );
  const counts = new Map(
    JOB_KINDS.map((kind) => [kind, Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as JobCounts]),
  );
  for (const row of rows) counts.get(row.kind)![row.state] += Number(row.count);
  return counts;
}
