import type { QueryClient } from '@tanstack/react-query';
import { stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { ensureOrNotFound } from '~/lib/ensure-or-not-found';
import { ensurePagesThrough, listCursorSchema } from '~/lib/paged-query';
import { withinBudget } from '~/lib/within-budget';
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
  loader: async ({ context, deps }: { context: { queryClient: QueryClient }; deps: BookListSearch }) => {
    const searchTerm = deps.searchTerm ?? '';
    const count = context.queryClient.prefetchQuery(bookQueries.count(searchTerm));
    await ensurePagesThrough(context.queryClient, bookQueries.list(searchTerm), deps.cursor);
    await withinBudget(count, COUNT_WAIT_MS);
  },
};

/**
 * How long the page waits for its total once the books are there. A count that takes longer (a broad
 * search in a very large catalogue) is shown when it arrives, fetched by the browser (ADR 0013).
 */
const COUNT_WAIT_MS = 50;

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
