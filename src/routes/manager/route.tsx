import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '~/features/errors/error-page';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { requireOnboardedViewer, requirePermission } from '~/features/session/guards';
import { ManagerShell } from '~/features/shell/manager-shell';

export const Route = createFileRoute('/manager')({
  beforeLoad: (input) => {
    const viewer = requireOnboardedViewer(input);
    requirePermission(viewer, { apps: ['manager'] });
    return { viewer };
  },
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
