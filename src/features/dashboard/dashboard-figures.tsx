import { BookOpen, Tags, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';
import type { Dashboard } from './dashboard.schema';
import { DASHBOARD_DAYS } from './dashboard-window';
import { useNumberFormat } from './use-number-format';

const FIGURES: ReadonlyArray<{ id: 'users' | 'books' | 'genres'; icon: LucideIcon }> = [
  { id: 'users', icon: Users },
  { id: 'books', icon: BookOpen },
  { id: 'genres', icon: Tags },
];

/**
 * The key figures: one card each, stacked on phones, side by side from the small breakpoint. Every
 * card has the same trend beneath its count: how many were added within the window.
 */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const number = useNumberFormat();
  const signed = useNumberFormat({ signDisplay: 'exceptZero' });
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        {t('figures.label')}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {FIGURES.map(({ id, icon: Icon }) => (
          <Card key={id} padding="responsive" className="flex flex-col gap-1">
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {t(`figures.${id}`)}
              <Icon aria-hidden className="size-4 shrink-0" />
            </dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid={`figure-${id}`}>
              {number.format(dashboard[id].total)}
            </dd>
            <dd className="text-sm text-muted-foreground" data-testid={`figure-${id}-note`}>
              {t('figures.recent', {
                value: signed.format(dashboard[id].recent),
                days: number.format(DASHBOARD_DAYS),
              })}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
