import { JOB_STATES } from '~/lib/jobs';
import { listCursor, oneOf, searchParams, type SearchOf } from '~/lib/search-params';

const jobSearch = { status: oneOf(JOB_STATES), cursor: listCursor };

/** The jobs page's URL: the state shown (job.schema.ts's filter), and the last page's cursor. */
export const validateJobSearch = searchParams(jobSearch);
export type JobSearch = SearchOf<typeof jobSearch>;
