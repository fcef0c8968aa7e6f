import {
  InfiniteQueryObserver,
  QueryClient,
  type FetchQueryOptions,
  type InfiniteData,
  type QueryKey,
  type UseSuspenseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { withinBudget } from './within-budget';

/** One page of a cursor-paged list, as every list procedure answers. */
interface Page<Item = unknown> {
  items: Item[];
  nextCursor: string | null;
}

type PagedOptions<ListPage extends Page> = UseSuspenseInfiniteQueryOptions<
  ListPage,
  Error,
  InfiniteData<ListPage, string | undefined>,
  QueryKey,
  string | undefined
>;

/**
 * A URL can ask for this many pages at most: a stale or made-up cursor costs a bounded number of
 * cheap keyset queries, never a scan of the whole list.
 */
export const MAX_PAGES_FROM_URL = 20;

/**
 * Loads a list through the page that starts at `cursor` (the "load more" link's target), so the server
 * renders the longer list and a reload shows what was shown. Pages already cached are not fetched again:
 * after hydration, following the link fetches exactly one more page and the list grows in place.
 */
export async function ensurePagesThrough<ListPage extends Page>(
  queryClient: QueryClient,
  options: PagedOptions<ListPage>,
  cursor: string | undefined,
) {
  if (!cursor || queryClient.getQueryData(options.queryKey)) {
    await fetchPagesThrough(queryClient, options, cursor);
    return;
  }
  // Not cached yet (a server render): the list enters the cache once, whole. The server sends a
  // query to the browser when it first appears, so pages added afterwards would be rendered into
  // the HTML but missing from the data the page hydrates with.
  const scratch = new QueryClient();
  await fetchPagesThrough(scratch, options, cursor);
  queryClient.setQueryData(options.queryKey, scratch.getQueryData(options.queryKey));
  scratch.clear();
}

async function fetchPagesThrough<ListPage extends Page>(
  queryClient: QueryClient,
  options: PagedOptions<ListPage>,
  cursor: string | undefined,
) {
  let data = await queryClient.ensureInfiniteQueryData(options);
  if (!cursor) return;
  const observer = new InfiniteQueryObserver(queryClient, options);
  while (!data.pageParams.includes(cursor) && data.pages.length < MAX_PAGES_FROM_URL) {
    const next = await observer.fetchNextPage({ throwOnError: true });
    if (!next.data || next.data.pages.length === data.pages.length) return;
    data = next.data;
  }
}

/** What a list page shows of a paged query: the items so far, and where "load more" leads. */
export function pagedList<Item>(query: {
  data: InfiniteData<Page<Item>, unknown>;
  isFetchingNextPage: boolean;
}) {
  const { pages } = query.data;
  return {
    items: pages.flatMap((page) => page.items),
    nextCursor: pages.at(-1)?.nextCursor ?? undefined,
    loadingMore: query.isFetchingNextPage,
  };
}

/**
 * How long a list page waits for its total once its items are there. A count that takes longer (a broad
 * search in a very large table) is shown when it arrives, fetched by the browser (ADR 0013).
 */
export const COUNT_WAIT_MS = 50;

/**
 * A list page's loader: the items through `cursor`, and their total beside them, waited for at most
 * COUNT_WAIT_MS once the items are there (the page reads the count with useQuery).
 */
export async function ensurePagesAndCount<ListPage extends Page>(
  queryClient: QueryClient,
  options: PagedOptions<ListPage>,
  countOptions: FetchQueryOptions<{ total: number }, Error, { total: number }, QueryKey>,
  cursor: string | undefined,
) {
  const count = queryClient.prefetchQuery(countOptions);
  await ensurePagesThrough(queryClient, options, cursor);
  await withinBudget(count, COUNT_WAIT_MS);
}
