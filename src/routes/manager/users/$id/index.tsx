import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '~/features/users/user-detail-page';
import { loadUser } from '~/features/users/user-routes';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/users/$id/')({
  loader: ({ context, params }) => loadUser(context.queryClient, params.id, { sessions: true }),
  head: describedBy('users:meta.detail'),
  component: function UserRoute() {
    return <UserDetailPage id={Route.useParams().id} />;
  },
});
