import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { ConfirmDialog, ControlledConfirmDialog } from '~/components/ui/confirm-dialog';
import { useNotifyFailure } from '~/lib/use-refusal-message';

/** Signs out, forgets everything cached about the person, and goes to `next` (sign-in by default). */
export function useSignOut(next = '/login') {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const router = useRouter();
  const queryClient = useQueryClient();
  return async () => {
    // Loaded when someone signs out: the pages that offer it carry no better-auth client.
    const { authClient } = await import('~/lib/auth-client');
    const { error } = await authClient.signOut();
    if (error) {
      notifyFailure(error, t('signOut.failed'));
      return;
    }
    queryClient.clear();
    await router.navigate({ href: next });
  };
}

/** The confirmation says how the person will sign in again: with a code, or a passkey if they added one. */
function useSignOutTexts() {
  const { t } = useTranslation();
  return {
    title: t('signOut.confirmTitle'),
    description: t('signOut.confirmDescription'),
    confirmLabel: t('signOut.button'),
  };
}

/** A "Sign out" button that asks first. */
export function SignOutButton({ next }: { next?: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut(next);
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">{t('signOut.button')}</Button>}
      {...useSignOutTexts()}
      onConfirm={signOut}
    />
  );
}

/** The same confirmation, opened from a menu. */
export function SignOutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const signOut = useSignOut();
  return (
    <ControlledConfirmDialog
      open={open}
      {...useSignOutTexts()}
      onConfirm={signOut}
      onCancel={() => onOpenChange(false)}
    />
  );
}
