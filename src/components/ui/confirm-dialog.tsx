import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import type { ConfirmPanelProps } from './confirm-panel';

// A confirmation's code (Radix's alert dialog) loads when one opens: many pages offer one, few visits
// open it.
const ConfirmPanel = lazy(() => import('./confirm-panel'));

function OpenedConfirmPanel(
  props: ConfirmPanelProps & { open: boolean; onOpenChange: (open: boolean) => void },
) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPanel {...props} />
    </Suspense>
  );
}

/** Asks before an action that cannot be undone (sign-out, delete); opened by its trigger. */
export function ConfirmDialog({
  trigger,
  ...panel
}: ConfirmPanelProps & { trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent) => {
          trigger.props.onClick?.(event);
          setOpen(true);
        },
      } as Partial<typeof trigger.props>)}
      <OpenedConfirmPanel {...panel} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** A confirmation opened by the program rather than by a button (e.g. leaving a dirty form). */
export function ControlledConfirmDialog({ open, ...panel }: ConfirmPanelProps & { open: boolean }) {
  return (
    <OpenedConfirmPanel
      {...panel}
      open={open}
      onOpenChange={(next) => (!next && open ? panel.onCancel?.() : undefined)}
    />
  );
}
