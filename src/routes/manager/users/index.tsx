import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserListPage } from '~/features/users/user-list-page';
import { userQueries } from '~/features/users/user-queries';
import { userListSearchSchema } from '~/features/users/user-routes';

export const Route = createFileRoute('/manager/users/')({
  validateSearch: userListSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ ...search, searchTerm: search.searchTerm ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(userQueries.list(deps)),
  component: function UsersRoute() {
    const search = Route.useSearch();
    return <UserListPage filters={{ ...search, searchTerm: search.searchTerm ?? '' }} />;
  },
});
