import { KeyRound } from 'lucide-react';
import { EmptyState } from '~/components/empty-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiKeyItem } from '~/components/api-key-item';
import { Card } from '~/components/ui/card';
import { api } from '~/api/client';
import { useTranslation } from '~/lib/use-translation';
import { userQueries } from './user-queries';
import { useUserAction } from './use-user-action';

type UserApiKey = Awaited<ReturnType<typeof api.users.apiKeys.list>>[number];

/** A user's API keys (name, first characters, permissions, dates; never the key), each revocable. */
export function UserApiKeys({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const { data: apiKeys } = useSuspenseQuery(userQueries.apiKeys(userId));
  return (
    <Card className="space-y-4" data-testid="user-api-keys">
      <h2 className="text-lg font-semibold">{t('apiKeys.title')}</h2>
      {apiKeys.length ? (
        <ul className="divide-y divide-border">
          {apiKeys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} userId={userId} apiKey={apiKey} />
          ))}
        </ul>
      ) : (
        <EmptyState size="inline" icon={KeyRound} text={t('apiKeys.empty')} />
      )}
    </Card>
  );
}

function ApiKeyRow({ userId, apiKey }: { userId: string; apiKey: UserApiKey }) {
  const { t } = useTranslation('users');
  const revoke = useUserAction({
    run: () => api.users.apiKeys.revoke({ id: userId, keyId: apiKey.id }),
    success: t('apiKeys.revoked'),
    failure: t('apiKeys.revokeFailed'),
  });
  return <ApiKeyItem apiKey={apiKey} revoke={revoke} testId="user-api-key" />;
}
