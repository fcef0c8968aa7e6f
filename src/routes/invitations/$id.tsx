import { createFileRoute, redirect } from '@tanstack/react-router';
import { InvitationNotFoundPage, InvitationPage } from '~/features/organizations/invitation-page';
import { loadInvitation } from '~/features/organizations/organization-routes';

export const Route = createFileRoute('/invitations/$id')({
  beforeLoad: ({ context, location }) => {
    // Anyone may see an invitation; answering it needs a finished account.
    if (context.viewer && !context.viewer.onboarded)
      throw redirect({ to: '/onboarding', search: { redirect: location.href } });
  },
  loader: ({ context, params }) => loadInvitation(context.queryClient, params.id),
  notFoundComponent: InvitationNotFoundPage,
  component: function InvitationRoute() {
    return <InvitationPage id={Route.useParams().id} viewer={Route.useRouteContext().viewer} />;
  },
});
