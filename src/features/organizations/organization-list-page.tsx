import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { PagedList } from '~/components/paged-list';
import { RelativeTime } from '~/components/relative-time';
import { SearchInput } from '~/components/search-input';
import { ButtonLink } from '~/components/ui/button-link';
import { CardsOrTable } from '~/components/cards-or-table';
import { CardLink } from '~/components/ui/card-link';
import type { Area } from '~/lib/area';
import { pagedList } from '~/lib/paged-query';
import { useViewer } from '~/lib/use-viewer';
import { CreateOrganizationDialog } from './create-organization-dialog';
import type { OrganizationSummary } from './organization.schema';
import { organizationQueries } from './organization-queries';
import { RoleBadge } from './role-badge';

/** /app/organizations (mine, and a new one) and /manager/organizations (every one, searchable). */
export function OrganizationListPage({ area, searchTerm }: { area: Area; searchTerm: string }) {
  return area === 'app' ? <MyOrganizations /> : <AllOrganizations searchTerm={searchTerm} />;
}

function MyOrganizations() {
  const { t } = useTranslation('organizations');
  const { data: organizations } = useSuspenseQuery(organizationQueries.mine());
  const activeId = useViewer()?.activeOrganizationId;
  return (
    <section className="space-y-4">
      <PageHeader title={t('title')} description={t('description')} action={<CreateOrganizationDialog />} />
      {organizations.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {organizations.map((organization) => (
            <li key={organization.id}>
              <CardLink
                to="/app/organizations/$id"
                params={{ id: organization.id }}
                className="block space-y-2"
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words">{organization.name}</span>
                  {organization.viewerRole ? <RoleBadge role={organization.viewerRole} /> : null}
                  {organization.id === activeId ? (
                    <span className="text-xs font-medium text-primary">{t('active')}</span>
                  ) : null}
                </p>
                <Counts organization={organization} />
              </CardLink>
            </li>
          ))}
        </ul>
      ) : (
        // The header's "New organization" fills it.
        <EmptyState icon={Building2} text={t('empty')} />
      )}
    </section>
  );
}

function Counts({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organizations');
  return (
    <p className="text-sm text-muted-foreground">
      {[
        t('counts.members', { count: organization.memberCount }),
        t('counts.teams', { count: organization.teamCount }),
        t('counts.shelves', { count: organization.shelfCount }),
      ].join(' · ')}
    </p>
  );
}

function AllOrganizations({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const list = pagedList(useSuspenseInfiniteQuery(organizationQueries.list(searchTerm)));
  const search = useCallback(
    (term: string) =>
      void navigate({
        to: '/manager/organizations',
        search: { searchTerm: term || undefined },
        replace: true,
      }),
    [navigate],
  );
  return (
    <section className="space-y-4">
      <PageHeader title={t('title')} description={t('managerDescription')} />
      <SearchInput
        value={searchTerm}
        onSearch={search}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
      />
      <PagedList
        list={list}
        emptyText={t('managerEmpty')}
        emptyIcon={searchTerm ? SearchX : Building2}
        emptyAction={
          searchTerm ? (
            <ButtonLink variant="outline" to="/manager/organizations" search={{}}>
              {t('clearSearch', { ns: 'common' })}
            </ButtonLink>
          ) : null
        }
      >
        <CardsOrTable
          items={list.items}
          card={(organization) => (
            <CardLink
              to="/manager/organizations/$id"
              params={{ id: organization.id }}
              className="block space-y-2"
            >
              <p className="font-semibold break-words">{organization.name}</p>
              <Counts organization={organization} />
            </CardLink>
          )}
          label={t('title')}
          columns={(['name', 'members', 'teams', 'shelves', 'created'] as const).map((column) =>
            t(`columns.${column}`),
          )}
          cells={(organization) => (
            <>
              <td className="px-4 py-2">
                <Link
                  to="/manager/organizations/$id"
                  params={{ id: organization.id }}
                  className="font-medium text-primary hover:underline"
                >
                  {organization.name}
                </Link>
              </td>
              <td className="px-4 py-2">{organization.memberCount}</td>
              <td className="px-4 py-2">{organization.teamCount}</td>
              <td className="px-4 py-2">{organization.shelfCount}</td>
              <td className="px-4 py-2">
                <RelativeTime value={organization.createdAt} />
              </td>
            </>
          )}
        />
      </PagedList>
    </section>
  );
}
