import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '~/features/errors/error-page';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { requireAreaAccess } from '~/features/session/guards';
import { ManagerShell } from '~/features/shell/manager-shell';

export const Route = createFileRoute('/manager')({
  beforeLoad: (input) => ({ viewer: requireAreaAccess(input, 'manager') }),
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  component: function ManagerLayout() {
    return (
      <ManagerShell viewer={Route.useRouteContext().viewer}>
        <Outlet />
      </ManagerShell>
    );
  },
});
