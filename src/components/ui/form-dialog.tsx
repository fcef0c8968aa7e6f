import * as Dialog from '@radix-ui/react-dialog';
import { useHydrated } from '@tanstack/react-router';
import { Fragment, useId, type ReactNode } from 'react';
import {
  dialogContentClass,
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
 * HTML: until hydration it is rendered in place (a portal exists only in the browser), then moves to
 * its portal.
 */
export function FormDialog({ open, onOpenChange, trigger, title, description, children }: FormDialogProps) {
  const Layer = useHydrated() ? Dialog.Portal : Fragment;
  // Named explicitly: Radix links the title only once scripts run, and the server's drawer needs its name.
  const titleId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Layer>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={dialogContentClass}
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
