import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button, type ButtonProps } from './button';
import { dialogActionsClass } from './dialog-styles';
import { FormDialog, FormDialogClose } from './form-dialog';
import { SubmitButton } from './submit-button';

interface DialogFormProps {
  title: string;
  description?: string;
  /** Called when it closes without being sent (cancel, Escape, a click beside it). */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The submit button's text, and its look (destructive for a ban). */
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** The form is being sent: its submit button waits. */
  pending: boolean;
  /** Its fields. */
  children: ReactNode;
}

/**
 * A small form in an open modal (invite someone, ban a user, name a shelf): its fields, then a way out
 * and the submit button. Validation messages are the form's own (noValidate).
 */
export function DialogForm({
  title,
  description,
  onClose,
  onSubmit,
  submitLabel,
  submitVariant,
  pending,
  children,
}: DialogFormProps) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        {children}
        <DialogFormActions submitLabel={submitLabel} submitVariant={submitVariant} pending={pending} />
      </form>
    </FormDialog>
  );
}

/** The end of a form in a dialog: "Cancel", which closes it, and the submit button. */
export function DialogFormActions({
  submitLabel,
  submitVariant,
  pending,
}: Pick<DialogFormProps, 'submitLabel' | 'submitVariant' | 'pending'>) {
  const { t } = useTranslation();
  return (
    <div className={dialogActionsClass}>
      <FormDialogClose asChild>
        <Button variant="outline">{t('cancel')}</Button>
      </FormDialogClose>
      <SubmitButton variant={submitVariant} pending={pending}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
