import { createFileRoute } from '@tanstack/react-router';
import { BookDetailPage } from '~/features/books/book-detail-page';
import { loadBook } from '~/features/books/book-routes';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/books/$id/')({
  loader: ({ context, params }) => loadBook(context.queryClient, params.id),
  head: describedBy('books:meta.detail'),
  component: function ManagerBookRoute() {
    return <BookDetailPage area="manager" id={Route.useParams().id} />;
  },
});
