import { createFileRoute } from '@tanstack/react-router';
import { OrganizationListPage } from '~/features/organizations/organization-list-page';
import { loadMyOrganizations } from '~/features/organizations/organization-queries';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/app/organizations/')({
  loader: ({ context }) => loadMyOrganizations(context.queryClient),
  head: describedBy('organizations:meta.mine'),
  component: () => <OrganizationListPage area="app" searchTerm="" />,
});
