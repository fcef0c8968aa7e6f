import { queryOptions } from '@tanstack/react-query';
import { orpc } from '~/api/client';

export const BOOKS_PAGE_SIZE = 20;

export const bookQueries = {
  /** Every book query, for invalidation after a change. */
  all: () => orpc.books.key(),
  list: (searchTerm: string) =>
    orpc.books.list.infiniteOptions({
      input: (cursor: string | undefined) => ({
        searchTerm: searchTerm || undefined,
        cursor,
        limit: BOOKS_PAGE_SIZE,
      }),
      initialPageParam: undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  /** How many books a search finds: fetched beside the list, which never waits for it. */
  count: (searchTerm: string) =>
    queryOptions({
      ...orpc.books.count.queryOptions({ input: { searchTerm: searchTerm || undefined } }),
      // A count can be the costliest query of the page: the one the server made is not repeated on
      // hydration. A change to the books invalidates it (bookQueries.all).
      staleTime: 30_000,
    }),
  detail: (id: string) => orpc.books.get.queryOptions({ input: { id } }),
};

export const genreQueries = {
  list: () => queryOptions({ ...orpc.genres.list.queryOptions(), staleTime: 5 * 60_000 }),
};
