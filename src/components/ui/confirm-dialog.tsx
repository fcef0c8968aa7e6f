import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface ConfirmPanelProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  destructive?: boolean;
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
}: ConfirmPanelProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-lg">
        <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{description}</AlertDialog.Description>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel asChild>
            <Button variant="outline" onClick={onCancel}>
              {cancelLabel ?? t('cancel')}
            </Button>
          </AlertDialog.Cancel>
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
