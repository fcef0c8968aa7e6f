import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { authClient } from '~/lib/auth-client';

export function SignOutButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();

  const signOut = async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error(t('signOut.failed'));
      return;
    }
    queryClient.clear();
    await router.navigate({ to: '/login' });
  };

  return (
    <ConfirmDialog
      trigger={<Button variant="outline">{t('signOut.button')}</Button>}
      title={t('signOut.confirmTitle')}
      description={t('signOut.confirmDescription')}
      confirmLabel={t('signOut.button')}
      onConfirm={signOut}
    />
  );
}
