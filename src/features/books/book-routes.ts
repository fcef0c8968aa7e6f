import type { QueryClient } from '@tanstack/react-query';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesAndCount } from '~/lib/paged-query';
import type { BookListSearch } from './book-search';
import { bookQueries, genreQueries } from './book-queries';

// What the book routes load; their loaders travel with their pages' code (vite.config.ts).

/** The books found so far, through the page the URL's cursor asks for, and their total beside them. */
export function loadBookList(queryClient: QueryClient, { searchTerm = '', cursor }: BookListSearch) {
  return ensurePagesAndCount(
    queryClient,
    bookQueries.list(searchTerm),
    bookQueries.count(searchTerm),
    cursor,
  );
}

/** Loads a book for its page; a missing one is the area's not-found page, not a crash. */
export function loadBook(queryClient: QueryClient, id: string) {
  return ensureOrNotFound(queryClient.ensureQueryData(bookQueries.detail(id)));
}

export async function loadBookForm(queryClient: QueryClient, id?: string) {
  await Promise.all([
    queryClient.ensureQueryData(genreQueries.list()),
    id ? loadBook(queryClient, id) : undefined,
  ]);
}
