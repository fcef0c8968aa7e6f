import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BookOpen, Plus, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { PagedList } from '~/components/paged-list';
import { SearchInput } from '~/components/search-input';
import { useCan } from '~/lib/use-viewer';
import { pagedList } from '~/lib/paged-query';
import { areaPaths, type Area } from '~/lib/area';
import { BookList } from './book-list';
import { BOOK_SEARCH_MAX_LENGTH } from './book-search';
import { bookQueries } from './book-queries';
import { PageHeader } from '~/components/page-header';
import { ButtonLink } from '~/components/ui/button-link';

/** /app/books and /manager/books: search, the books found so far, and "load more". */
export function BookListPage({ area, searchTerm }: { area: Area; searchTerm: string }) {
  const { t } = useTranslation(['books', 'common']);
  const navigate = useNavigate();
  const canCreate = useCan({ book: ['create'] }) && area === 'manager';
  const list = pagedList(useSuspenseInfiniteQuery(bookQueries.list(searchTerm)));
  const books = list.items;
  // Known at once but for a long count (a broad search of a very large catalogue): then it follows.
  const total = useQuery(bookQueries.count(searchTerm)).data?.total;

  const search = useCallback(
    (term: string) =>
      void navigate({ to: areaPaths[area].books, search: { searchTerm: term || undefined }, replace: true }),
    [navigate, area],
  );

  return (
    <section className="space-y-4">
      <PageHeader
        title={t('title')}
        action={
          canCreate ? (
            <ButtonLink to="/manager/books/new">
              <Plus aria-hidden className="size-4" />
              {t('newBook')}
            </ButtonLink>
          ) : null
        }
      />
      <SearchInput
        value={searchTerm}
        onSearch={search}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        maxLength={BOOK_SEARCH_MAX_LENGTH}
      />
      <PagedList
        list={list}
        summary={
          total === undefined
            ? null
            : searchTerm
              ? t('results', { count: total, total, term: searchTerm })
              : // An empty catalogue says so below, with the way to fill it: no "Showing 0 of 0".
                total
                ? t('showing', { count: books.length, total })
                : null
        }
        emptyText={searchTerm ? t('empty') : t('emptyCatalogue')}
        emptyIcon={searchTerm ? SearchX : BookOpen}
        emptyAction={
          // Keyed: a search that finds none replaces the New link rather than recolour it in a transition
          // (which axe could measure halfway).
          searchTerm ? (
            <ButtonLink key="clear" variant="outline" to={areaPaths[area].books} search={{}}>
              {t('common:clearSearch')}
            </ButtonLink>
          ) : canCreate ? (
            <ButtonLink key="new" to="/manager/books/new">
              <Plus aria-hidden className="size-4" />
              {t('newBook')}
            </ButtonLink>
          ) : null
        }
      >
        <BookList books={books} area={area} />
      </PagedList>
    </section>
  );
}
