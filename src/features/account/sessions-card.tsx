import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { SignOutButton } from '~/components/sign-out-button';
import { authClient } from '~/lib/auth-client';
import { useNotifyFailure } from '~/lib/use-refusal-message';

/** Sign out here (with confirmation), or everywhere else. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const notifyFailure = useNotifyFailure();
  const signOutOthers = async () => {
    const { error } = await authClient.revokeOtherSessions();
    if (error) notifyFailure(error, t('sessions.othersFailed'));
    else toast.success(t('sessions.othersSignedOut'));
  };
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('sessions.title')}</h2>
      <div className="flex flex-wrap gap-2">
        <SignOutButton />
        <ConfirmDialog
          trigger={<Button variant="outline">{t('sessions.signOutOthers')}</Button>}
          title={t('sessions.signOutOthersTitle')}
          description={t('sessions.signOutOthersDescription')}
          confirmLabel={t('sessions.signOutOthers')}
          onConfirm={signOutOthers}
        />
      </div>
    </Card>
  );
}
