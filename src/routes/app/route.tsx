import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '~/features/errors/error-page';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { requireAreaAccess } from '~/features/session/guards';
import { OrganizationMenu } from '~/features/organizations/organization-menu';
import { AppShell } from '~/features/shell/app-shell';

export const Route = createFileRoute('/app')({
  beforeLoad: (input) => ({ viewer: requireAreaAccess(input, 'app') }),
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  component: function AppLayout() {
    return (
      <AppShell viewer={Route.useRouteContext().viewer} menu={<OrganizationMenu />}>
        <Outlet />
      </AppShell>
    );
  },
});
