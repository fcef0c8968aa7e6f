import { ORPCError } from '@orpc/server';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import { keysetPage, pageInputSchema, pgTimestampSchema } from '~/server/db/keyset';
import { findJob, listJobs } from '~/server/jobs/job-list';
import { jobFiltersSchema, jobSchema, type Job } from './job.schema';

export const listJobsProcedure = procedure
  .meta({ permission: { job: ['list'] } })
  .route({
    method: 'GET',
    path: '/jobs',
    summary: "Folio's background jobs, newest first, optionally of one state",
    tags: ['Jobs'],
  })
  .input(pageInputSchema.extend(jobFiltersSchema.shape))
  .output(z.object({ items: z.array(jobSchema), nextCursor: z.string().nullable() }))
  .handler(async ({ input, context }) => {
    const page = await keysetPage({
      cursor: input.cursor,
      limit: input.limit,
      key: z.tuple([pgTimestampSchema, z.uuid()]),
      rows: (after, take) => listJobs(context.server.connection, { state: input.status, after, take }),
      keyOf: (row) => [row.sortTime, row.id],
    });
    return {
      items: page.items.map(({ sortTime: _sortTime, ...job }): Job => job),
      nextCursor: page.nextCursor,
    };
  });

const jobInput = z.object({ id: z.uuid() });

/** A change to one job through pg-boss, audited; a job in another state is a 409, an unknown one a 404. */
function jobChange(action: 'retry' | 'cancel') {
  return procedure
    .meta({ permission: { job: [action] } })
    .route({
      method: 'POST',
      path: `/jobs/{id}/${action}`,
      summary:
        action === 'retry'
          ? 'Try a failed job once more, or queue a cancelled one again'
          : 'Cancel a queued or active job',
      tags: ['Jobs'],
    })
    .input(jobInput)
    .output(z.object({ id: z.string() }))
    .handler(async ({ input, context }) => {
      const { connection, jobs } = context.server;
      const job = await findJob(connection, input.id);
      if (!job) throw new ORPCError('NOT_FOUND');
      const changed =
        action === 'retry' ? await jobs.retry(job.kind, input.id) : await jobs.cancel(job.kind, input.id);
      if (!changed) throw new ORPCError('CONFLICT', { data: { reason: `job-${job.state}` } });
      await context.audit({
        action: action === 'retry' ? 'job.retried' : 'job.canceled',
        target: { type: 'job', id: input.id, label: job.kind },
        detail: { kind: job.kind, from: job.state },
      });
      return { id: input.id };
    });
}

export const jobsRouter = { list: listJobsProcedure, retry: jobChange('retry'), cancel: jobChange('cancel') };
