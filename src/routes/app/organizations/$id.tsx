import { createFileRoute } from '@tanstack/react-router';
import { OrganizationPage } from '~/features/organizations/organization-page';
import { loadOrganization } from '~/features/organizations/organization-queries';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/app/organizations/$id')({
  loader: ({ context, params }) => loadOrganization(context.queryClient, params.id),
  head: describedBy('organizations:meta.detail'),
  component: function AppOrganizationRoute() {
    return <OrganizationPage area="app" id={Route.useParams().id} />;
  },
});
