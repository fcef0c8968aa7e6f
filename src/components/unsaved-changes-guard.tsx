import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { ControlledConfirmDialog } from './ui/confirm-dialog';

/**
 * Asks before navigating away from a dirty form (in-app links, back button, and closing the tab).
 * `shouldBlock` is asked at the moment of leaving: would leaving now lose something?
 */
export function UnsavedChangesGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });
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
