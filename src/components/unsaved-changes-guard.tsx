import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { takeHeldNavigation } from '~/lib/unsaved-boot';
import { useTranslation } from '~/lib/use-translation';
import { ControlledConfirmDialog } from './ui/confirm-dialog';

/**
 * Asks before navigating away from a dirty form (in-app links, back button, and closing the tab).
 * `shouldBlock` is asked at the moment of leaving: would leaving now lose something? A link clicked
 * before hydration was held by the boot script (lib/unsaved-boot.ts): it is followed now, and so asked.
 */
export function UnsavedChangesGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });
  useEffect(() => {
    const held = takeHeldNavigation();
    // After the form's own effects have put back what was typed before hydration.
    if (held) setTimeout(() => void router.navigate({ href: held }));
  }, [router]);
  return (
    <ControlledConfirmDialog
      open={blocker.status === 'blocked'}
      title={t('leave.title')}
      description={t('leave.description')}
      confirmLabel={t('leave.discard')}
      cancelLabel={t('leave.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
