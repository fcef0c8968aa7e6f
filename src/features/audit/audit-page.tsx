import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ScrollText } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { DataTable } from '~/components/ui/data-table';
import { RelativeTime } from '~/components/relative-time';
import { PagedList } from '~/components/paged-list';
import { FilterForm } from '~/components/filter-form';
import { pagedList } from '~/lib/paged-query';
import { ButtonLink } from '~/components/ui/button-link';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { AUDIT_ACTIONS, type AuditAction } from '~/lib/audit-actions';
import { auditQueries, type AuditFilters } from './audit-queries';
import { PageHeader } from '~/components/page-header';

/** /manager/audit: the append-only log of what happened, newest first, with filters. */
export function AuditPage({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation('audit');
  const navigate = useNavigate();
  const list = pagedList(useSuspenseInfiniteQuery(auditQueries.list(filters)));
  const { items: events } = list;

  return (
    <section className="space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <FilterForm
        values={{ actor: filters.actor, action: filters.action, from: filters.from, to: filters.to }}
        onApply={(chosen) =>
          void navigate({
            to: '/manager/audit',
            search: { ...chosen, action: chosen.action as AuditAction | undefined },
            replace: true,
          })
        }
        applyLabel={t('filters.apply')}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr]"
      >
        <Input
          name="actor"
          type="search"
          aria-label={t('filters.actor')}
          placeholder={t('filters.actor')}
          defaultValue={filters.actor}
        />
        <Select name="action" aria-label={t('filters.action')} defaultValue={filters.action ?? ''}>
          <option value="">{t('filters.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </Select>
        <Input name="from" type="date" aria-label={t('filters.from')} defaultValue={filters.from} />
        <Input name="to" type="date" aria-label={t('filters.to')} defaultValue={filters.to} />
      </FilterForm>
      <PagedList
        list={list}
        emptyText={t('empty')}
        emptyIcon={ScrollText}
        emptyAction={
          Object.values(filters).some(Boolean) ? (
            <ButtonLink variant="outline" to="/manager/audit" search={{}}>
              {t('clearFilters', { ns: 'common' })}
            </ButtonLink>
          ) : null
        }
      >
        <DataTable
          label={t('title')}
          columns={(['time', 'actor', 'action', 'target', 'ip'] as const).map((column) =>
            t(`columns.${column}`),
          )}
        >
          {events.map((event) => (
            <tr key={event.id} className="border-t border-border align-top" data-testid="audit-event">
              <td className="px-4 py-2 whitespace-nowrap">
                <RelativeTime value={event.createdAt} />
              </td>
              <td className="px-4 py-2 break-all">{event.actorEmail ?? t('system')}</td>
              <td className="px-4 py-2">{t(`actions.${event.action}`)}</td>
              <td className="px-4 py-2 break-all">
                {event.targetLabel ?? event.targetId ?? String(event.detail.email ?? '—')}
              </td>
              <td className="px-4 py-2">{event.ipAddress ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </section>
  );
}
