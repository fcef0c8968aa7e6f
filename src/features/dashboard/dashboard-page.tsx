import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation';
import { DashboardFigures } from './dashboard-figures';
import { dashboardQuery } from './dashboard-queries';
import { LatestActivity } from './latest-activity';
import { SignInsChart } from './sign-ins-chart';
import { PageHeader } from '~/components/page-header';

/** /manager/dashboard: the key figures, sign-ins per day and the latest activity. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data } = useSuspenseQuery(dashboardQuery);
  return (
    <section className="space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <DashboardFigures dashboard={data} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <SignInsChart days={data.signInsPerDay} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <LatestActivity events={data.latestEvents} />
        </div>
      </div>
    </section>
  );
}
