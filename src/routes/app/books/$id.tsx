import { createFileRoute } from '@tanstack/react-router';
import { BookDetailPage } from '~/features/books/book-detail-page';
import { loadBook } from '~/features/books/book-routes';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/app/books/$id')({
  loader: ({ context, params }) => loadBook(context.queryClient, params.id),
  head: describedBy('books:meta.detail'),
  component: function AppBookRoute() {
    return <BookDetailPage area="app" id={Route.useParams().id} />;
  },
});
