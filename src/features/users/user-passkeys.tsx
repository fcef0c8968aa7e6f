import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation';
import { DateTime } from '~/components/date-time';
import { RelativeTime } from '~/components/relative-time';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { api } from '~/api/client';
import { userQueries } from './user-queries';
import { useUserAction } from './use-user-action';

type UserPasskey = Awaited<ReturnType<typeof api.users.passkeys.list>>[number];

/** A user's passkeys (name, added, last used; never their key material), each removable. */
export function UserPasskeys({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const { data: passkeys } = useSuspenseQuery(userQueries.passkeys(userId));
  return (
    <Card className="space-y-4" data-testid="user-passkeys">
      <h2 className="text-lg font-semibold">{t('passkeys.title')}</h2>
      {passkeys.length ? (
        <ul className="divide-y divide-border">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} userId={userId} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('passkeys.empty')}</p>
      )}
    </Card>
  );
}

function PasskeyRow({ userId, passkey }: { userId: string; passkey: UserPasskey }) {
  const { t } = useTranslation('users');
  const remove = useUserAction({
    run: () => api.users.passkeys.remove({ id: userId, passkeyId: passkey.id }),
    success: t('passkeys.removed'),
    failure: t('passkeys.removeFailed'),
  });
  const name = passkey.name || t('passkeys.unnamed');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="user-passkey">
      <div className="space-y-0.5 text-sm">
        <p className="font-medium">{name}</p>
        <p className="text-muted-foreground">
          {t('passkeys.created')}: <DateTime value={passkey.createdAt} /> · {t('passkeys.lastUsed')}:{' '}
          {passkey.lastUsedAt ? <RelativeTime value={passkey.lastUsedAt} /> : t('passkeys.never')}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" aria-label={`${t('passkeys.remove')}: ${name}`}>
            {t('passkeys.remove')}
          </Button>
        }
        title={t('passkeys.removeTitle')}
        description={t('passkeys.removeDescription')}
        confirmLabel={t('passkeys.remove')}
        destructive
        onConfirm={() => remove.mutate(undefined)}
      />
    </li>
  );
}
