import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '~/features/session/guards';
import { UserFormPage } from '~/features/users/user-form-page';
import { loadUser } from '~/features/users/user-routes';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/users/$id/update')({
  beforeLoad: ({ context }) => requirePermission(context.viewer, { user: ['create', 'set-role'] }),
  loader: ({ context, params }) => loadUser(context.queryClient, params.id),
  head: describedBy('users:meta.update'),
  component: function UpdateUserRoute() {
    return <UserFormPage id={Route.useParams().id} />;
  },
});
