import { createFileRoute } from '@tanstack/react-router';
import { BookFormPage } from '~/features/books/book-form-page';
import { loadBookForm } from '~/features/books/book-routes';
import { requirePermission } from '~/features/session/guards';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/books/$id/update')({
  beforeLoad: ({ context }) => requirePermission(context.viewer, { book: ['update'] }),
  loader: ({ context, params }) => loadBookForm(context.queryClient, params.id),
  head: describedBy('books:meta.update'),
  component: function UpdateBookRoute() {
    return <BookFormPage id={Route.useParams().id} />;
  },
});
