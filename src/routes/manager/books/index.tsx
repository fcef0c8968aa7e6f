import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { bookListSearchSchema } from '~/features/books/book-routes';
import { BookListPage } from '~/features/books/book-list-page';
import { bookQueries } from '~/features/books/book-queries';

export const Route = createFileRoute('/manager/books/')({
  validateSearch: bookListSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm ?? '' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(bookQueries.list(deps.searchTerm)),
  component: function ManagerBooksRoute() {
    return <BookListPage area="manager" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
