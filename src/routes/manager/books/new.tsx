import { createFileRoute } from '@tanstack/react-router';
import { BookFormPage } from '~/features/books/book-form-page';
import { loadBookForm } from '~/features/books/book-routes';
import { requirePermission } from '~/features/session/guards';
import { describedBy } from '~/lib/page-description';

export const Route = createFileRoute('/manager/books/new')({
  beforeLoad: ({ context }) => requirePermission(context.viewer, { book: ['create'] }),
  loader: ({ context }) => loadBookForm(context.queryClient),
  head: describedBy('books:meta.new'),
  component: () => <BookFormPage />,
});
