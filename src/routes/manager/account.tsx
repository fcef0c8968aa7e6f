import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AccountPage } from '~/features/account/account-page';
import { postAccountForm } from '~/features/account/account-form-posts';
import { ACCOUNT_SEARCH_DEFAULTS, validateAccountSearch } from '~/features/account/account-search';
import { describedBy } from '~/lib/page-description';
import { loadAccount } from '~/features/account/account-loader';

export const Route = createFileRoute('/manager/account')({
  validateSearch: validateAccountSearch,
  search: { middlewares: [stripSearchParams(ACCOUNT_SEARCH_DEFAULTS)] },
  server: { handlers: { POST: ({ request }) => postAccountForm(request) } },
  loader: ({ context }) => loadAccount(context.queryClient),
  head: describedBy('account:meta.account'),
  component: function ManagerAccountRoute() {
    return <AccountPage area="manager" search={Route.useSearch()} />;
  },
});
