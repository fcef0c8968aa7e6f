import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { RelativeTime } from '~/components/relative-time';
import { Card } from '~/components/ui/card';
import type { Dashboard } from './dashboard.schema';

/** The newest audit events, with the way to the whole log. */
export function LatestActivity({ events }: { events: Dashboard['latestEvents'] }) {
  const { t } = useTranslation(['dashboard', 'audit']);
  return (
    <Card padding="responsive" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('activity.title')}</h2>
        <Link
          to="/manager/audit"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('activity.viewAll')}
        </Link>
      </div>
      {events.length ? (
        <ol className="divide-y divide-border">
          {events.map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 py-2" data-testid="latest-event">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{t(`audit:actions.${event.action}`)}</span>
                <span className="text-xs text-muted-foreground">
                  <RelativeTime value={event.createdAt} />
                </span>
              </div>
              {event.targetLabel ? <span className="text-sm break-words">{event.targetLabel}</span> : null}
              <span className="text-sm break-all text-muted-foreground">
                {event.actorEmail ?? t('audit:system')}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="py-4 text-sm text-muted-foreground">{t('activity.empty')}</p>
      )}
    </Card>
  );
}
