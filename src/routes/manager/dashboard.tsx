import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '~/features/dashboard/dashboard-page';
import { dashboardQuery } from '~/features/dashboard/dashboard-queries';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery),
  head: describedBy('dashboard:meta.dashboard'),
  component: DashboardPage,
});
