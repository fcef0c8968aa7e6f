import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import {
  dialogActionsClass,
  dialogContentClass,
  dialogContentStyle,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from './dialog-styles';
import { Button } from './button';

interface ConfirmPanelProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  destructive?: boolean;
  /** A notice with a single button (the demo dialog). */
  hideCancel?: boolean;
}

/** The content of every confirmation: a question, a way out, and the action. */
export function ConfirmPanel({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive,
  hideCancel,
}: ConfirmPanelProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className={dialogOverlayClass} />
      <AlertDialog.Content className={dialogContentClass} style={dialogContentStyle}>
        <AlertDialog.Title className={dialogTitleClass}>{title}</AlertDialog.Title>
        <AlertDialog.Description className={dialogDescriptionClass}>{description}</AlertDialog.Description>
        <div className={dialogActionsClass}>
          {hideCancel ? null : (
            <AlertDialog.Cancel asChild>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel ?? t('cancel')}
              </Button>
            </AlertDialog.Cancel>
          )}
          <AlertDialog.Action asChild>
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={() => void onConfirm()}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/** Asks before an action that cannot be undone (sign-out, delete); opened by its trigger. */
export function ConfirmDialog({ trigger, ...panel }: ConfirmPanelProps & { trigger: ReactNode }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <ConfirmPanel {...panel} />
    </AlertDialog.Root>
  );
}

/** A confirmation opened by the program rather than by a button (e.g. leaving a dirty form). */
export function ControlledConfirmDialog({ open, ...panel }: ConfirmPanelProps & { open: boolean }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (!next && open ? panel.onCancel?.() : undefined)}>
      <ConfirmPanel {...panel} />
    </AlertDialog.Root>
  );
}
