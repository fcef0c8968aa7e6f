import { Link } from '@tanstack/react-router';
import { Activity, Cog } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Avatar } from '~/components/avatar';
import { EmptyState } from '~/components/empty-state';
import { RelativeTime } from '~/components/relative-time';
import { Card } from '~/components/ui/card';
import type { Dashboard } from './dashboard.schema';

/** The newest audit events (who, what, on what, when), with the way to the whole log. */
export function LatestActivity({ events }: { events: Dashboard['latestEvents'] }) {
  const { t } = useTranslation(['dashboard', 'audit']);
  return (
    <Card padding="responsive" className="flex h-full flex-col gap-3">
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
            <li key={event.id} className="flex items-start gap-3 py-2.5" data-testid="latest-event">
              {event.actorEmail ? (
                // The address's name part: "admin@admin.com" is A, not AC.
                <Avatar name={event.actorEmail.split('@')[0]!} picture={null} size="small" />
              ) : (
                <span
                  aria-hidden
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted"
                >
                  <Cog className="size-4 text-muted-foreground" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-medium">
                    {t(`audit:actions.${event.action}`)}
                    {event.targetLabel ? (
                      <span className="font-normal break-words text-muted-foreground">
                        {' · '}
                        {event.targetLabel}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-xs whitespace-nowrap text-muted-foreground">
                    <RelativeTime value={event.createdAt} />
                  </span>
                </div>
                <span className="block text-sm break-all text-muted-foreground">
                  {event.actorEmail ?? t('audit:system')}
                </span>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState size="inline" icon={Activity} text={t('activity.empty')} />
      )}
    </Card>
  );
}
