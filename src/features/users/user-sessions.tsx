import { MonitorSmartphone } from 'lucide-react';
import { EmptyState } from '~/components/empty-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation';
import { DateTime } from '~/components/date-time';
import { RelativeTime } from '~/components/relative-time';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { api } from '~/api/client';
import type { UserSession } from './user.schema';
import { userQueries } from './user-queries';
import { useUserAction } from './use-user-action';

/** A user's signed-in devices (never their tokens), with revoke one and revoke all. */
export function UserSessions({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const { data: sessions } = useSuspenseQuery(userQueries.sessions(userId));
  const revokeAll = useUserAction({
    run: () => api.users.sessions.revokeAll({ id: userId }),
    success: t('sessions.revokedAll'),
    failure: t('sessions.revokeAllFailed'),
  });

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('sessions.title')}</h2>
        {sessions.some((session) => !session.current) ? (
          <ConfirmDialog
            trigger={<Button variant="outline">{t('sessions.revokeAll')}</Button>}
            title={t('sessions.revokeAllTitle')}
            description={t('sessions.revokeAllDescription')}
            confirmLabel={t('sessions.revokeAll')}
            destructive
            onConfirm={() => revokeAll.mutate(undefined)}
          />
        ) : null}
      </div>
      {sessions.length ? (
        <ul className="divide-y divide-border">
          {sessions.map((session) => (
            <SessionRow key={session.id} userId={userId} session={session} />
          ))}
        </ul>
      ) : (
        <EmptyState size="inline" icon={MonitorSmartphone} text={t('sessions.empty')} />
      )}
    </Card>
  );
}

function SessionRow({ userId, session }: { userId: string; session: UserSession }) {
  const { t } = useTranslation('users');
  const revoke = useUserAction({
    run: () => api.users.sessions.revoke({ id: userId, sessionId: session.id }),
    success: t('sessions.revoked'),
    failure: t('sessions.revokeFailed'),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="user-session">
      <div className="space-y-0.5 text-sm">
        <p className="font-medium">
          {t('sessions.describe', { browser: session.browser, os: session.os })} ·{' '}
          {t(`sessions.kinds.${session.kind}`)}
          {session.current ? <span className="ms-2 text-primary">({t('sessions.current')})</span> : null}
          {session.impersonated ? (
            <span className="ms-2 text-muted-foreground">({t('sessions.impersonated')})</span>
          ) : null}
        </p>
        <p className="text-muted-foreground">
          {t('sessions.ip')}: {session.ipAddress ?? '—'} · {t('sessions.lastActive')}:{' '}
          <RelativeTime value={session.lastActiveAt} /> · {t('sessions.expires')}:{' '}
          <DateTime value={session.expiresAt} />
        </p>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          trigger={<Button variant="outline">{t('sessions.revoke')}</Button>}
          title={t('sessions.revokeTitle')}
          description={t('sessions.revokeDescription')}
          confirmLabel={t('sessions.revoke')}
          destructive
          onConfirm={() => revoke.mutate(undefined)}
        />
      )}
    </li>
  );
}
