import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { requirePermission } from '~/features/session/guards';
import { OrganizationListPage } from '~/features/organizations/organization-list-page';
import { loadOrganizationList } from '~/features/organizations/organization-queries';
import { validateOrganizationListSearch } from '~/features/organizations/organization-search';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/organizations/')({
  validateSearch: validateOrganizationListSearch,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  beforeLoad: ({ context }) => requirePermission(context.viewer, { organization: ['list'] }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadOrganizationList(context.queryClient, deps),
  head: describedBy('organizations:meta.all'),
  component: function ManagerOrganizationsRoute() {
    return <OrganizationListPage area="manager" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
