import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BOOK_LIST_SEARCH_DEFAULTS, bookListSearchSchema, loadBookList } from '~/features/books/book-routes';
import { BookListPage } from '~/features/books/book-list-page';

export const Route = createFileRoute('/app/books/')({
  validateSearch: bookListSearchSchema,
  search: { middlewares: [stripSearchParams(BOOK_LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBookList(context.queryClient, deps),
  component: function AppBooksRoute() {
    return <BookListPage area="app" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
