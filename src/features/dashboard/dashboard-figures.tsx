import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';
import type { Dashboard } from './dashboard.schema';
import { DASHBOARD_DAYS } from './dashboard-window';
import { useNumberFormat } from './use-number-format';

/** The key figures: one card each, stacked on phones, side by side from the small breakpoint. */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const number = useNumberFormat();
  const signed = useNumberFormat({ signDisplay: 'exceptZero' });
  const figures = [
    {
      id: 'users',
      label: t('figures.users'),
      value: dashboard.users.total,
      note: t('figures.recentUsers', {
        value: signed.format(dashboard.users.recent),
        days: number.format(DASHBOARD_DAYS),
      }),
    },
    { id: 'books', label: t('figures.books'), value: dashboard.books.total },
    { id: 'genres', label: t('figures.genres'), value: dashboard.genres.total },
  ];
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        {t('figures.label')}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <Card key={figure.id} padding="responsive" className="flex flex-col gap-1">
            <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid={`figure-${figure.id}`}>
              {number.format(figure.value)}
            </dd>
            {figure.note ? (
              <dd className="text-sm text-muted-foreground" data-testid={`figure-${figure.id}-note`}>
                {figure.note}
              </dd>
            ) : null}
          </Card>
        ))}
      </dl>
    </section>
  );
}
