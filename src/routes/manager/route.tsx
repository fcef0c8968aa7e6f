import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireOnboardedViewer, requirePermission } from '~/features/session/guards';
import { AreaShell } from '~/features/shell/area-shell';

export const Route = createFileRoute('/manager')({
  beforeLoad: (input) => {
    const viewer = requireOnboardedViewer(input);
    requirePermission(viewer, { apps: ['manager'] });
    return { viewer };
  },
  component: function ManagerLayout() {
    return (
      <AreaShell area="manager" viewer={Route.useRouteContext().viewer}>
        <Outlet />
      </AreaShell>
    );
  },
});
