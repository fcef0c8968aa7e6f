import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserListPage } from '~/features/users/user-list-page';
import { loadUserList, userListSearchSchema } from '~/features/users/user-routes';

export const Route = createFileRoute('/manager/users/')({
  validateSearch: userListSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadUserList(context.queryClient, deps),
  component: function UsersRoute() {
    const search = Route.useSearch();
    return <UserListPage filters={{ ...search, searchTerm: search.searchTerm ?? '' }} />;
  },
});
