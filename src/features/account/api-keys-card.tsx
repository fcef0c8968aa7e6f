import { KeyRound } from 'lucide-react';
import { EmptyState } from '~/components/empty-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiKeyItem } from '~/components/api-key-item';
import { Card } from '~/components/ui/card';
import { api } from '~/api/client';
import { useAction } from '~/lib/use-action';
import { useTranslation } from '~/lib/use-translation';
import type { Viewer } from '~/lib/viewer';
import { apiKeyQueries } from './api-key-queries';
import { CreateApiKeyDialog } from './create-api-key-dialog';

type MyApiKey = Awaited<ReturnType<typeof api.account.apiKeys.list>>['keys'][number];

/** Keys for scripts and services calling the REST API as the person: create one (shown once), revoke. */
export function ApiKeysCard({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('account');
  const { data } = useSuspenseQuery(apiKeyQueries.mine());
  return (
    <Card className="space-y-4" data-testid="api-keys-card">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('apiKeys.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('apiKeys.description')}</p>
      </div>
      {data.keys.length ? (
        <ul className="divide-y divide-border">
          {data.keys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      ) : (
        <EmptyState size="inline" icon={KeyRound} text={t('apiKeys.empty')} />
      )}
      <CreateApiKeyDialog email={viewer.email} lifetimes={data.lifetimes} grantable={data.grantable} />
    </Card>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: MyApiKey }) {
  const { t } = useTranslation('account');
  const revoke = useAction({
    run: () => api.account.apiKeys.revoke({ keyId: apiKey.id }),
    success: t('apiKeys.revoked'),
    failure: () => t('apiKeys.revokeFailed'),
    invalidates: apiKeyQueries.all(),
  });
  return <ApiKeyItem apiKey={apiKey} revoke={revoke} testId="api-key" />;
}
