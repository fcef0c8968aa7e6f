import { createFileRoute } from '@tanstack/react-router';
import { OrganizationListPage } from '~/features/organizations/organization-list-page';
import { loadMyOrganizations } from '~/features/organizations/organization-queries';

export const Route = createFileRoute('/app/organizations/')({
  loader: ({ context }) => loadMyOrganizations(context.queryClient),
  component: () => <OrganizationListPage area="app" searchTerm="" />,
});
