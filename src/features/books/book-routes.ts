import type { QueryClient } from '@tanstack/react-query';
import { stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesAndCount, listCursorSchema } from '~/lib/paged-query';
import { BOOK_SEARCH_MAX_LENGTH } from './book.schema';
import { bookQueries, genreQueries } from './book-queries';

/** What the book routes share: the list's search params and loaders. */
export const bookListSearchSchema = z.object({
  searchTerm: z.string().max(BOOK_SEARCH_MAX_LENGTH).optional().catch(undefined),
  cursor: listCursorSchema,
});

type BookListSearch = z.infer<typeof bookListSearchSchema>;

/**
 * The route options /app/books and /manager/books share: the search params (only what differs from
 * the defaults stays in the URL) and the books found so far, through the page the URL's cursor asks for.
 */
export const bookListRoute = {
  validateSearch: bookListSearchSchema,
  search: { middlewares: [stripSearchParams<BookListSearch>({ searchTerm: '' })] },
  loaderDeps: ({ search }: { search: BookListSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: BookListSearch }) =>
    ensurePagesAndCount(
      context.queryClient,
      bookQueries.list(deps.searchTerm ?? ''),
      bookQueries.count(deps.searchTerm ?? ''),
      deps.cursor,
    ),
};

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
