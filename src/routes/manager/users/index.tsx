import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserListPage } from '~/features/users/user-list-page';
import { loadUserList } from '~/features/users/user-routes';
import { validateUserListSearch } from '~/features/users/user-search';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/users/')({
  validateSearch: validateUserListSearch,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadUserList(context.queryClient, deps),
  head: describedBy('users:meta.list'),
  component: function UsersRoute() {
    const search = Route.useSearch();
    return <UserListPage filters={{ ...search, searchTerm: search.searchTerm ?? '' }} />;
  },
});
