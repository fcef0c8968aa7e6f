import { useBlocker } from '@tanstack/react-router';
import { ControlledConfirmDialog } from './ui/confirm-dialog';

interface UnsavedChangesGuardProps {
  /** Asked at the moment of leaving: would leaving now lose something? */
  shouldBlock: () => boolean;
  title: string;
  description: string;
  discardLabel: string;
  stayLabel: string;
}

/** Asks before navigating away from a dirty form (in-app links, back button, and closing the tab). */
export function UnsavedChangesGuard({ shouldBlock, title, description, discardLabel, stayLabel }: UnsavedChangesGuardProps) {
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true });
  return (
    <ControlledConfirmDialog
      open={blocker.status === 'blocked'}
      title={title}
      description={description}
      confirmLabel={discardLabel}
      cancelLabel={stayLabel}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
