import type { QueryClient } from '@tanstack/react-query';
import { orpc } from '~/api/client';
import { ensurePagesThrough } from '~/lib/paged-query';
import type { JobFilters } from './job.schema';
import type { JobSearch } from './job-search';

export const jobQueries = {
  all: () => orpc.jobs.key(),
  list: ({ status }: JobFilters) =>
    orpc.jobs.list.infiniteOptions({
      input: (cursor: string | undefined) => ({ status, cursor, limit: 50 }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};

/** The jobs found so far, through the page the URL's cursor asks for. */
export function loadJobs(queryClient: QueryClient, { cursor, ...filters }: JobSearch) {
  return ensurePagesThrough(queryClient, jobQueries.list(filters), cursor);
}
