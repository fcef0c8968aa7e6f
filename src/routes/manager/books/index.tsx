import { createFileRoute } from '@tanstack/react-router';
import { BookListPage } from '~/features/books/book-list-page';
import { bookListRoute } from '~/features/books/book-routes';

export const Route = createFileRoute('/manager/books/')({
  ...bookListRoute,
  component: function ManagerBooksRoute() {
    return <BookListPage area="manager" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
