import { createFileRoute, redirect } from '@tanstack/react-router';
import { postInvitationAnswer } from '~/features/organizations/invitation-form-post';
import { formError } from '~/lib/form-error';
import { searchParams } from '~/lib/search-params';
import { InvitationNotFoundPage, InvitationPage } from '~/features/organizations/invitation-page';
import { loadInvitation } from '~/features/organizations/organization-queries';
import { describedBy } from '~/lib/page-description';

const validateSearch = searchParams({ error: formError });

export const Route = createFileRoute('/invitations/$id')({
  validateSearch,
  server: { handlers: { POST: ({ request, params }) => postInvitationAnswer(request, params.id) } },
  beforeLoad: ({ context, location }) => {
    // Anyone may see an invitation; answering it needs a finished account.
    if (context.viewer && !context.viewer.onboarded)
      throw redirect({ to: '/onboarding', search: { redirect: location.href } });
  },
  loader: ({ context, params }) => loadInvitation(context.queryClient, params.id),
  head: describedBy('organizations:meta.invitation'),
  notFoundComponent: InvitationNotFoundPage,
  component: function InvitationRoute() {
    return (
      <InvitationPage
        id={Route.useParams().id}
        viewer={Route.useRouteContext().viewer}
        error={Route.useSearch().error}
      />
    );
  },
});
