import { cloneElement, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

interface DialogButtonProps {
  /** The button that opens the dialog (a Button: disabled until the page is hydrated). */
  trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** Fetches the dialog's code ahead of the click, when the pointer or the focus reaches the button. */
  preload: () => unknown;
  /** The dialog, open: usually a React.lazy component, mounted while open and unmounted when closed. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a dialog whose code (Radix, a form and its schema) loads when it is wanted, not
 * with the page: no page is painted with such a dialog open. Dialogs a URL can open (?state=…) are
 * rendered by the server instead, and do not use this.
 */
export function DialogButton({ trigger, preload, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onPointerEnter: () => void preload(),
        onFocus: () => void preload(),
        onClick: (event: MouseEvent) => {
          trigger.props.onClick?.(event);
          setOpen(true);
        },
      } as Partial<typeof trigger.props>)}
      {open ? <Suspense fallback={null}>{children(() => setOpen(false))}</Suspense> : null}
    </>
  );
}
