import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '~/features/account/account-page';
import { accountSearchSchema } from '~/features/account/account-search';

export const Route = createFileRoute('/app/account')({
  validateSearch: accountSearchSchema,
  component: function AppAccountRoute() {
    return <AccountPage area="app" search={Route.useSearch()} />;
  },
});
