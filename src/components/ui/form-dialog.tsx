import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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

/** A modal holding a small form (ban a user, change your name). */
export function FormDialog({ open, onOpenChange, trigger, title, description, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={dialogContentClass}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={dialogDescriptionClass}>{description}</Dialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the FormDialog it is in. */
export const FormDialogClose = Dialog.Close;
