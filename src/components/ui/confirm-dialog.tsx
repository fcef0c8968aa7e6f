import { lazy, Suspense, type MouseEvent, type ReactElement } from 'react';
import { DialogButton } from './dialog-button';
import type { ConfirmPanelProps } from './confirm-panel';

// A confirmation's code (Radix's alert dialog) loads when one opens: many pages offer one, few visits
// open it.
const loadPanel = () => import('./confirm-panel');
const ConfirmPanel = lazy(loadPanel);

/** Asks before an action that cannot be undone (sign-out, delete); opened by its trigger. */
export function ConfirmDialog({
  trigger,
  ...panel
}: ConfirmPanelProps & { trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }> }) {
  return (
    <DialogButton trigger={trigger} preload={loadPanel}>
      {(close) => <ConfirmPanel {...panel} open onOpenChange={(open) => (open ? undefined : close())} />}
    </DialogButton>
  );
}

/** A confirmation opened by the program rather than by a button (e.g. leaving a dirty form). */
export function ControlledConfirmDialog({ open, ...panel }: ConfirmPanelProps & { open: boolean }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPanel {...panel} open onOpenChange={(next) => (next ? undefined : panel.onCancel?.())} />
    </Suspense>
  );
}
