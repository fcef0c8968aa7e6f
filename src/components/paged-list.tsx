import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { cn } from '~/lib/cn';
import type { pagedList } from '~/lib/paged-query';
import { EmptyState } from './empty-state';
import { ButtonLink } from './ui/button-link';

interface PagedListProps {
  /** What the page's paged query has shown so far (`pagedList(useSuspenseInfiniteQuery(…))`). */
  list: Pick<ReturnType<typeof pagedList>, 'items' | 'nextCursor' | 'loadingMore'>;
  /** "Showing 20 of 1,000", read out when it changes; none for lists that do not count. */
  summary?: ReactNode;
  /** Why there is nothing: one sentence ("No books found."), shown as an empty state. */
  emptyText: string;
  /** What the list holds, drawn above that sentence. */
  emptyIcon?: LucideIcon;
  /** The way to fill the list: add the first item, clear the search or the filters. */
  emptyAction?: ReactNode;
  children: ReactNode;
}

/**
 * What every list page shares below its filters: a live summary, the items (or why there are none) and
 * "load more" — a real link to `?cursor=…`, so it works before the page is hydrated (the server renders
 * the longer list) and, after, the route's loader appends the next page in place.
 */
export function PagedList({
  list,
  summary,
  emptyText,
  emptyIcon = Inbox,
  emptyAction,
  children,
}: PagedListProps) {
  const { t } = useTranslation();
  const { nextCursor, loadingMore } = list;
  return (
    <>
      {summary === undefined ? null : (
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {summary}
        </p>
      )}
      {list.items.length ? children : <EmptyState icon={emptyIcon} text={emptyText} action={emptyAction} />}
      {nextCursor ? (
        <div className="flex justify-center">
          <ButtonLink
            variant="outline"
            className={cn(loadingMore && 'pointer-events-none opacity-60')}
            to="."
            search={(previous: Record<string, unknown>) => ({ ...previous, cursor: nextCursor })}
            replace
            resetScroll={false}
            // Preloading would fetch the next page into the list being read: only a click adds it.
            preload={false}
            aria-busy={loadingMore}
          >
            {loadingMore ? t('loading') : t('loadMore')}
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}
