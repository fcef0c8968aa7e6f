import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BOOK_LIST_SEARCH_DEFAULTS, bookListSearchSchema, loadBookList } from '~/features/books/book-routes';
import { BookListPage } from '~/features/books/book-list-page';

export const Route = createFileRoute('/manager/books/')({
  validateSearch: bookListSearchSchema,
  search: { middlewares: [stripSearchParams(BOOK_LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBookList(context.queryClient, deps),
  component: function ManagerBooksRoute() {
    return <BookListPage area="manager" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
