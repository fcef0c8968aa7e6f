import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '~/features/errors/error-page';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { requireOnboardedViewer, requirePermission } from '~/features/session/guards';
import { AppShell } from '~/features/shell/app-shell';

export const Route = createFileRoute('/app')({
  beforeLoad: (input) => {
    const viewer = requireOnboardedViewer(input);
    requirePermission(viewer, { apps: ['app'] });
    return { viewer };
  },
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  component: function AppLayout() {
    return (
      <AppShell viewer={Route.useRouteContext().viewer}>
        <Outlet />
      </AppShell>
    );
  },
});
