import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '~/features/account/account-page';
import { accountSearchSchema } from '~/features/account/account-search';

export const Route = createFileRoute('/manager/account')({
  validateSearch: accountSearchSchema,
  component: function ManagerAccountRoute() {
    return <AccountPage area="manager" search={Route.useSearch()} />;
  },
});
