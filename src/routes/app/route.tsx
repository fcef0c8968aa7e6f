import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireOnboardedViewer, requirePermission } from '~/features/session/guards';
import { AreaShell } from '~/features/shell/area-shell';

export const Route = createFileRoute('/app')({
  beforeLoad: (input) => {
    const viewer = requireOnboardedViewer(input);
    requirePermission(viewer, { apps: ['app'] });
    return { viewer };
  },
  component: function AppLayout() {
    return (
      <AreaShell area="app" viewer={Route.useRouteContext().viewer}>
        <Outlet />
      </AreaShell>
    );
  },
});
