import { z } from 'zod';
import { JOB_KINDS, JOB_STATES } from '~/lib/jobs';

/** One job as the jobs page lists it: what it is, where it stands, and its last error. */
export const jobSchema = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  tries: z.number().int(),
  maxTries: z.number().int(),
  createdAt: z.date(),
  startedAt: z.date().nullable(),
  completedAt: z.date().nullable(),
  error: z.string().nullable(),
});

export type Job = z.infer<typeof jobSchema>;

/** The jobs page's filter in the API's query string (the page's URL reads it in job-search.ts). */
export const jobFiltersSchema = z.object({ status: z.enum(JOB_STATES).optional() });

export type JobFilters = z.infer<typeof jobFiltersSchema>;
