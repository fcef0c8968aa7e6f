import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '~/features/session/guards';
import { UserFormPage } from '~/features/users/user-form-page';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/users/new')({
  beforeLoad: ({ context }) => requirePermission(context.viewer, { user: ['create'] }),
  head: describedBy('users:meta.new'),
  component: () => <UserFormPage />,
});
