import * as Dialog from '@radix-ui/react-dialog';
import { useHydrated } from '@tanstack/react-router';
import { Fragment, useId, useState, type ReactNode } from 'react';
import {
  dialogContentClass,
  dialogContentStyle,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from './dialog-styles';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it is not opened by the URL or the program. */
  trigger?: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A modal holding a small form (ban a user, change your name). One opened by the URL is in the server's
 * HTML, rendered in place (a portal exists only in the browser), and stays there until it is closed:
 * moving it to a portal at hydration would remount its form and lose what was typed into it.
 */
export function FormDialog({ open, onOpenChange, trigger, title, description, children }: FormDialogProps) {
  const hydrated = useHydrated();
  const [inPlace, setInPlace] = useState(!hydrated && open);
  if (inPlace && !open) setInPlace(false);
  const Layer = inPlace ? Fragment : Dialog.Portal;
  // Named explicitly: Radix links the title only once scripts run, and the server's drawer needs its name.
  const titleId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Layer>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={dialogContentClass}
          style={dialogContentStyle}
          aria-labelledby={titleId}
          aria-modal
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title id={titleId} className={dialogTitleClass}>
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className={dialogDescriptionClass}>{description}</Dialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Layer>
    </Dialog.Root>
  );
}

/** Closes the FormDialog it is in. */
export const FormDialogClose = Dialog.Close;
