import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '~/features/session/guards';
import { OrganizationPage } from '~/features/organizations/organization-page';
import { loadOrganization } from '~/features/organizations/organization-queries';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/organizations/$id')({
  beforeLoad: ({ context }) => requirePermission(context.viewer, { organization: ['list'] }),
  loader: ({ context, params }) => loadOrganization(context.queryClient, params.id),
  head: describedBy('organizations:meta.detail'),
  component: function ManagerOrganizationRoute() {
    return <OrganizationPage area="manager" id={Route.useParams().id} />;
  },
});
