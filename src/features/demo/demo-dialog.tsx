import { useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { ControlledConfirmDialog } from '~/components/ui/confirm-dialog';
import { closeDemoDialog, demoDialogOpen, subscribeToDemoDialog } from '~/lib/demo-dialog-store';

/** 'This is a read-only demo, this action is disabled.' — whenever the server refused a blocked action. */
export function DemoDialog() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribeToDemoDialog, demoDialogOpen, () => false);
  return (
    <ControlledConfirmDialog
      open={open}
      title={t('demo.title')}
      description={t('demo.message')}
      confirmLabel={t('demo.ok')}
      onConfirm={closeDemoDialog}
      onCancel={closeDemoDialog}
      hideCancel
    />
  );
}
