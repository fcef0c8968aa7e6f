import { useSuspenseQuery } from '@tanstack/react-query';
import { BookForm } from './book-form';
import { bookQueries } from './book-queries';

/** /manager/books/new and /manager/books/{id}/update. */
export function BookFormPage({ id }: { id?: string }) {
  return id ? <ExistingBookForm id={id} /> : <BookForm />;
}

function ExistingBookForm({ id }: { id: string }) {
  const { data: book } = useSuspenseQuery(bookQueries.detail(id));
  return <BookForm book={book} />;
}
