import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Plus, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { PagedList } from '~/components/paged-list';
import { SearchInput } from '~/components/search-input';
import { FilterForm } from '~/components/filter-form';
import { Select } from '~/components/ui/select';
import { pagedList } from '~/lib/paged-query';
import { ROLE_NAMES, type RoleName } from '~/lib/permissions';
import { UserList } from './user-list';
import { userQueries, type UserListFilters } from './user-queries';
import { PageHeader } from '~/components/page-header';
import { ButtonLink } from '~/components/ui/button-link';

/** /manager/users: search, role and status filters, and "load more". */
export function UserListPage({ filters }: { filters: UserListFilters }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const list = pagedList(useSuspenseInfiniteQuery(userQueries.list(filters)));
  const users = list.items;
  // Known at once but for a long count: then it follows (ADR 0013).
  const total = useQuery(userQueries.count(filters)).data?.total;

  const filter = useCallback(
    (changes: Partial<UserListFilters>) => {
      const next = { ...filters, ...changes };
      void navigate({
        to: '/manager/users',
        search: { searchTerm: next.searchTerm || undefined, role: next.role, banned: next.banned },
        replace: true,
      });
    },
    [navigate, filters],
  );
  const search = useCallback((searchTerm: string) => filter({ searchTerm }), [filter]);

  return (
    <section className="space-y-4">
      <PageHeader
        title={t('title')}
        action={
          <ButtonLink to="/manager/users/new">
            <Plus aria-hidden className="size-4" />
            {t('newUser')}
          </ButtonLink>
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          value={filters.searchTerm}
          onSearch={search}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          keep={{ role: filters.role, banned: filters.banned }}
          className="w-full sm:w-72"
        />
        <FilterForm
          values={{ role: filters.role, banned: filters.banned }}
          onApply={({ role, banned }) =>
            filter({
              role: role as RoleName | undefined,
              banned: banned as 'true' | 'false' | undefined,
            })
          }
          keep={{ searchTerm: filters.searchTerm || undefined }}
          applyLabel={t('filters.apply')}
        >
          <Select name="role" inline aria-label={t('filters.role')} defaultValue={filters.role ?? ''}>
            <option value="">{t('filters.anyRole')}</option>
            {ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
          <Select name="banned" inline aria-label={t('filters.status')} defaultValue={filters.banned ?? ''}>
            <option value="">{t('filters.anyStatus')}</option>
            <option value="true">{t('filters.banned')}</option>
            <option value="false">{t('filters.active')}</option>
          </Select>
        </FilterForm>
      </div>
      <PagedList
        list={list}
        summary={
          total === undefined
            ? null
            : filters.searchTerm
              ? t('results', { count: total, total, term: filters.searchTerm })
              : total
                ? t('showing', { count: users.length, total })
                : null
        }
        emptyText={t('empty')}
        emptyIcon={SearchX}
        emptyAction={
          <ButtonLink variant="outline" to="/manager/users" search={{}}>
            {t('clearFilters', { ns: 'common' })}
          </ButtonLink>
        }
      >
        <UserList users={users} />
      </PagedList>
    </section>
  );
}
