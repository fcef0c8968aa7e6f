import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '~/features/session/guards';
import { OrganizationListPage } from '~/features/organizations/organization-list-page';
import { organizationListRoute } from '~/features/organizations/organization-queries';

export const Route = createFileRoute('/manager/organizations/')({
  ...organizationListRoute,
  beforeLoad: ({ context }) => requirePermission(context.viewer, { organization: ['list'] }),
  component: function ManagerOrganizationsRoute() {
    return <OrganizationListPage area="manager" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
