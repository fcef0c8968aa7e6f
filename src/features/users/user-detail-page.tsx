import { Avatar } from '~/components/avatar';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Pencil, UserRoundCog } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { DateTime } from '~/components/date-time';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { DeleteButton } from '~/components/ui/delete-button';
import { useViewer } from '~/lib/use-viewer';
import { api } from '~/api/client';
import { BanUserDialog } from './ban-user-dialog';
import { userQueries } from './user-queries';
import { UserSessions } from './user-sessions';
import { UserPasskeys } from './user-passkeys';
import { UserApiKeys } from './user-api-keys';
import { UserStatusBadge } from './user-status-badge';
import { useUserAction } from './use-user-action';
import { useNotifyFailure } from '~/lib/use-refusal-message';
import { ButtonLink } from '~/components/ui/button-link';
import { FactList } from '~/components/fact-list';

export function UserDetailPage({ id }: { id: string }) {
  const { t } = useTranslation('users');
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const router = useRouter();
  const viewer = useViewer();
  const { data: user } = useSuspenseQuery(userQueries.detail(id));
  const self = viewer?.id === user.id;

  const remove = useUserAction({
    run: () => api.users.delete({ id }),
    success: t('delete.success'),
    failure: t('delete.failed'),
    onDone: () => navigate({ to: '/manager/users' }),
  });
  const unban = useUserAction({
    run: () => api.users.unban({ id }),
    success: t('ban.unbanned'),
    failure: t('ban.unbanFailed'),
  });
  const resetSecondFactor = useUserAction({
    run: () => api.users.resetSecondFactor({ id }),
    success: t('secondFactor.reset'),
    failure: t('secondFactor.resetFailed'),
  });
  const impersonate = async () => {
    // better-auth's client loads with the click: this page carries none.
    const { authClient } = await import('~/lib/auth-client');
    const { error } = await authClient.admin.impersonateUser({ userId: id });
    if (error) {
      notifyFailure(error, t('impersonate.failed'));
      return;
    }
    router.options.context.queryClient.clear();
    await router.navigate({ to: '/app' });
  };

  const facts = [
    [t('fields.email'), user.email],
    [t('fields.role'), t(`roles.${user.role as 'admin' | 'user'}`, { defaultValue: user.role })],
    [t('fields.verified'), user.emailVerified ? t('yes') : t('no')],
    [
      t('fields.onboarded'),
      user.onboardedAt ? <DateTime key="onboarded" value={user.onboardedAt} /> : t('no'),
    ],
    [t('fields.secondFactor'), user.twoFactorEnabled ? t('secondFactor.on') : t('secondFactor.off')],
    [t('fields.created'), <DateTime key="created" value={user.createdAt} />],
  ] as const;

  return (
    <section className="space-y-4">
      <ButtonLink variant="ghost" size="icon" to="/manager/users">
        {t('back')}
      </ButtonLink>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <Avatar name={user.name || user.email} picture={user.picture} size="large" />
          <h1 className="text-2xl font-bold break-words">{user.name || t('noName')}</h1>
          <UserStatusBadge user={user} />
        </div>
        {user.banned ? (
          <p className="text-sm text-destructive">
            {user.banExpires ? (
              <>
                {t('status.bannedUntil')} <DateTime value={user.banExpires} format="date" />
              </>
            ) : (
              t('status.banned')
            )}
            {user.banReason ? ` — ${t('status.reason', { reason: user.banReason })}` : ''}
          </p>
        ) : null}
        <FactList facts={facts} />
        <div className="flex flex-wrap gap-2">
          <ButtonLink variant="outline" to="/manager/users/$id/update" params={{ id }}>
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </ButtonLink>
          {!self && !user.banned && user.role !== 'admin' ? (
            <Button icon={UserRoundCog} variant="outline" onClick={() => void impersonate()}>
              {t('impersonate.button')}
            </Button>
          ) : null}
          {!self && user.banned ? (
            <Button variant="outline" onClick={() => unban.mutate(undefined)} disabled={unban.isPending}>
              {t('ban.unban')}
            </Button>
          ) : null}
          {!self && !user.banned ? <BanUserDialog user={user} /> : null}
          {!self && user.twoFactorEnabled ? (
            <ConfirmButton
              action={resetSecondFactor}
              variant="outline"
              title={t('secondFactor.confirmTitle')}
              description={t('secondFactor.confirmDescription', { email: user.email })}
              confirmLabel={t('secondFactor.resetButton')}
            >
              {t('secondFactor.resetButton')}
            </ConfirmButton>
          ) : null}
          {!self ? (
            <DeleteButton
              action={remove}
              label={t('delete.button')}
              title={t('delete.confirmTitle')}
              description={t('delete.confirmDescription', { email: user.email })}
            />
          ) : null}
        </div>
      </Card>
      <UserSessions userId={id} />
      <UserPasskeys userId={id} />
      <UserApiKeys userId={id} />
    </section>
  );
}
