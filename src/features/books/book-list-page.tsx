import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '~/components/load-more';
import { SearchInput } from '~/components/search-input';
import { Button } from '~/components/ui/button';
import { useCan } from '~/features/session/use-viewer';
import type { Area } from '~/features/shell/navigation';
import { bookPaths } from './book-area';
import { BookList } from './book-list';
import { BOOK_SEARCH_MAX_LENGTH } from './book.schema';
import { bookQueries } from './book-queries';

/** /app/books and /manager/books: search, the books found so far, and "load more". */
export function BookListPage({ area, searchTerm }: { area: Area; searchTerm: string }) {
  const { t } = useTranslation('books');
  const navigate = useNavigate();
  const canCreate = useCan({ book: ['create'] }) && area === 'manager';
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    bookQueries.list(searchTerm),
  );
  const books = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? 0;

  const search = useCallback(
    (term: string) =>
      void navigate({ to: bookPaths[area].list, search: { searchTerm: term || undefined }, replace: true }),
    [navigate, area],
  );

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {canCreate ? (
          <Button asChild>
            <Link to="/manager/books/new">
              <Plus aria-hidden className="size-4" />
              {t('newBook')}
            </Link>
          </Button>
        ) : null}
      </div>
      <SearchInput
        value={searchTerm}
        onSearch={search}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        maxLength={BOOK_SEARCH_MAX_LENGTH}
      />
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
        {searchTerm
          ? t('results', { count: total, total, term: searchTerm })
          : t('showing', { count: books.length, total })}
      </p>
      {books.length ? (
        <BookList books={books} area={area} />
      ) : (
        <p className="py-8 text-center">{t('empty')}</p>
      )}
      <LoadMore
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label={t('loadMore')}
        loadingLabel={t('loading')}
      />
    </section>
  );
}
