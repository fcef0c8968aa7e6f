import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { authClient } from '~/lib/auth-client';
import { refusalOf } from '~/lib/refusal';
import { useNotifyFailure } from '~/lib/use-refusal-message';

const LINKED_ACCOUNTS_KEY = ['linked-accounts'];

/**
 * The sign-in providers linked to this account: link one more, or unlink one. better-auth refuses
 * to unlink the last linked provider (FAILED_TO_UNLINK_LAST_ACCOUNT), so its button is disabled;
 * the e-mail code keeps working whatever is linked.
 */
export function LinkedAccountsCard({ accountPath }: { accountPath: string }) {
  const { t } = useTranslation('account');
  const notifyFailure = useNotifyFailure();
  const providers = useRouteContext({
    from: '__root__',
    select: (context) => context.config.socialProviders,
  });
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string>();
  const accounts = useQuery({
    queryKey: LINKED_ACCOUNTS_KEY,
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message);
      // The account row's id (what unlink needs), by provider.
      return new Map(data.map((account) => [account.providerId, account.id]));
    },
    enabled: providers.length > 0,
  });
  if (providers.length === 0) return null;
  const linked = accounts.data ?? new Map<string, string>();

  const link = async (providerId: string) => {
    setPending(providerId);
    const { error } = await authClient.linkSocial({
      provider: providerId,
      callbackURL: accountPath,
      errorCallbackURL: accountPath,
    });
    if (error) {
      setPending(undefined);
      notifyFailure(error, t('linked.linkFailed'));
    }
  };

  const unlink = async (accountId: string, name: string) => {
    const { error } = await authClient.unlinkAccount({ accountId });
    if (error) {
      notifyFailure(
        error,
        refusalOf(error).code === 'FAILED_TO_UNLINK_LAST_ACCOUNT'
          ? t('linked.lastAccount')
          : t('linked.unlinkFailed'),
      );
      return;
    }
    toast.success(t('linked.unlinked', { provider: name }));
    await queryClient.invalidateQueries({ queryKey: LINKED_ACCOUNTS_KEY });
  };

  // better-auth counts every account row (an e-mail-code user has none).
  const linkedCount = linked.size;
  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('linked.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('linked.description')}</p>
      </div>
      <ul className="divide-y divide-border" aria-busy={accounts.isPending}>
        {providers.map((provider) => {
          const isLinked = linked.has(provider.id);
          const last = isLinked && linkedCount === 1;
          return (
            <li key={provider.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{provider.name}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  {isLinked ? t('linked.linked') : t('linked.notLinked')}
                </span>
              </span>
              {accounts.isPending ? null : isLinked ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" disabled={last}>
                      {t('linked.unlink', { provider: provider.name })}
                    </Button>
                  }
                  title={t('linked.unlinkTitle', { provider: provider.name })}
                  description={t('linked.unlinkDescription', { provider: provider.name })}
                  confirmLabel={t('linked.unlink', { provider: provider.name })}
                  onConfirm={() => unlink(linked.get(provider.id)!, provider.name)}
                />
              ) : (
                <Button
                  variant="outline"
                  disabled={pending !== undefined}
                  onClick={() => void link(provider.id)}
                >
                  {t('linked.link', { provider: provider.name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {linkedCount === 1 ? <p className="text-sm text-muted-foreground">{t('linked.lastAccount')}</p> : null}
    </Card>
  );
}
