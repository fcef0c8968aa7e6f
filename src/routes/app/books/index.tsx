import { createFileRoute } from '@tanstack/react-router';
import { BookListPage } from '~/features/books/book-list-page';
import { bookListRoute } from '~/features/books/book-routes';

export const Route = createFileRoute('/app/books/')({
  ...bookListRoute,
  component: function AppBooksRoute() {
    return <BookListPage area="app" searchTerm={Route.useSearch().searchTerm ?? ''} />;
  },
});
