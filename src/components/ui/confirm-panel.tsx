import * as AlertDialog from '@radix-ui/react-alert-dialog';
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

export interface ConfirmPanelProps {
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

/**
 * Every confirmation: a question, a way out, and the action (Radix's alert dialog). Loaded by
 * confirm-dialog.tsx when one opens.
 */
export default function ConfirmPanel({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive,
  hideCancel,
}: ConfirmPanelProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
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
    </AlertDialog.Root>
  );
}
