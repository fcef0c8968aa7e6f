import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BookListPage } from '~/features/books/book-list-page';
import { loadBookList } from '~/features/books/book-routes';
import { validateBookListSearch } from '~/features/books/book-search';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/app/books/')({
  validateSearch: validateBookListSearch,
  // Only what differs from the defaults stays in the URL.
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBookList(context.queryClient, deps),
  head: describedBy('books:meta.list'),
  component: function AppBooksRoute() {
    return <BookListPage area="app" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
