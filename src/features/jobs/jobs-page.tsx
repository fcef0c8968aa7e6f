import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { FilterForm } from '~/components/filter-form';
import { PageHeader } from '~/components/page-header';
import { PagedList } from '~/components/paged-list';
import { RelativeTime } from '~/components/relative-time';
import { ButtonLink } from '~/components/ui/button-link';
import { DataTable } from '~/components/ui/data-table';
import { Select } from '~/components/ui/select';
import { JOB_STATES, type JobState } from '~/lib/jobs';
import { pagedList } from '~/lib/paged-query';
import { useTranslation } from '~/lib/use-translation';
import { JobActions } from './job-actions';
import type { JobFilters } from './job.schema';
import { jobQueries } from './job-queries';

const COLUMNS = ['job', 'state', 'tries', 'queued', 'error', 'actions'] as const;

/** /manager/jobs: the background jobs, newest first, by state, with their last error, retry and cancel. */
export function JobsPage({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const list = pagedList(useSuspenseInfiniteQuery(jobQueries.list(filters)));

  return (
    <section className="space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <FilterForm
        values={{ status: filters.status }}
        onApply={({ status }) =>
          void navigate({
            to: '/manager/jobs',
            search: { status: status as JobState | undefined },
            replace: true,
          })
        }
        applyLabel={t('filters.apply')}
      >
        <Select name="status" inline aria-label={t('filters.state')} defaultValue={filters.status ?? ''}>
          <option value="">{t('filters.anyState')}</option>
          {JOB_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </Select>
      </FilterForm>
      <PagedList
        list={list}
        emptyText={filters.status ? t('empty') : t('emptyNone')}
        emptyIcon={ListChecks}
        emptyAction={
          filters.status ? (
            <ButtonLink variant="outline" to="/manager/jobs" search={{}}>
              {t('clearFilters', { ns: 'common' })}
            </ButtonLink>
          ) : null
        }
      >
        <DataTable label={t('title')} columns={COLUMNS.map((column) => t(`columns.${column}`))}>
          {list.items.map((job) => (
            <tr key={job.id} className="border-t border-border align-top" data-testid="job">
              <td className="px-4 py-2">{t(`kinds.${job.kind}`)}</td>
              <td className="px-4 py-2 whitespace-nowrap">{t(`states.${job.state}`)}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                {t('tries', { tries: job.tries, max: job.maxTries })}
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                <RelativeTime value={job.createdAt} />
              </td>
              <td className="px-4 py-2 break-words">{job.error ?? '—'}</td>
              <td className="px-4 py-2">
                <JobActions job={job} />
              </td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </section>
  );
}
