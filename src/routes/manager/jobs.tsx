import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '~/features/jobs/jobs-page';
import { loadJobs } from '~/features/jobs/job-queries';
import { validateJobSearch } from '~/features/jobs/job-search';
import { requirePermission } from '~/features/session/guards';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/jobs')({
  validateSearch: validateJobSearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer, { job: ['list'] }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadJobs(context.queryClient, deps),
  head: describedBy('jobs:meta.jobs'),
  component: function JobsRoute() {
    return <JobsPage filters={{ status: Route.useSearch().status }} />;
  },
});
