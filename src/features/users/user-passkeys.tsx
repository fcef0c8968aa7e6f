import { Fingerprint } from 'lucide-react';
import { EmptyState } from '~/components/empty-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation';
import { PasskeyItem } from '~/components/passkey-item';
import { Card } from '~/components/ui/card';
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
        <EmptyState size="inline" icon={Fingerprint} text={t('passkeys.empty')} />
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
  return (
    <PasskeyItem passkey={passkey} t={t} onRemove={() => remove.mutate(undefined)} testId="user-passkey" />
  );
}
