import { DateTime } from '~/components/date-time';
import { RelativeTime } from '~/components/relative-time';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { useKeyPermissionNames } from '~/lib/use-key-permission-names';
import { useTranslation } from '~/lib/use-translation';

/**
 * One API key in a list, as its owner (account page) or an admin (a user's page) sees it: its name, its
 * first characters (never the key), what it may do, when it was made, last used and ends, and revocation
 * after a confirmation.
 */
export function ApiKeyItem({
  apiKey,
  revoke,
  testId,
}: {
  apiKey: {
    name: string;
    start: string;
    createdAt: Date | string;
    lastUsedAt: Date | string | null;
    expiresAt: Date | string | null;
    permissions: Record<string, string[]>;
  };
  /** The revocation (a mutation), run once confirmed. */
  revoke: { isPending: boolean; mutate: (input: undefined) => void };
  testId: string;
}) {
  const { t } = useTranslation();
  const names = useKeyPermissionNames();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={testId}>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium break-words">{apiKey.name}</span>
          {/* A key is Latin letters and digits: left to right in every language. */}
          <code className="font-mono text-muted-foreground" dir="ltr">
            {apiKey.start}…
          </code>
        </p>
        <p className="break-words text-muted-foreground">
          {t('apiKeyItem.permissions')}: {names.describe(apiKey.permissions)}
        </p>
        <p className="text-muted-foreground">
          {t('apiKeyItem.created')}: <DateTime value={apiKey.createdAt} format="date" /> ·{' '}
          {t('apiKeyItem.lastUsed')}:{' '}
          {apiKey.lastUsedAt ? <RelativeTime value={apiKey.lastUsedAt} /> : t('apiKeyItem.never')} ·{' '}
          {t('apiKeyItem.expires')}:{' '}
          {apiKey.expiresAt ? <DateTime value={apiKey.expiresAt} format="date" /> : t('apiKeyItem.never')}
        </p>
      </div>
      <ConfirmButton
        action={revoke}
        variant="outline"
        aria-label={`${t('apiKeyItem.revoke')}: ${apiKey.name}`}
        title={t('apiKeyItem.revokeTitle')}
        description={t('apiKeyItem.revokeDescription')}
        confirmLabel={t('apiKeyItem.revoke')}
      >
        {t('apiKeyItem.revoke')}
      </ConfirmButton>
    </li>
  );
}
