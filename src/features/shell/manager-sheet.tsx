import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { SidebarNav } from './sidebar-nav';

/** The manager's navigation on a phone: a sheet from the side (Radix's dialog), loaded when first opened. */
export default function ManagerSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] space-y-4 overflow-y-auto border-e border-border bg-card p-3 shadow-lg"
        >
          <div className="flex items-center justify-between ps-3">
            <Dialog.Title className="font-semibold">{t('productName')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('navigation.closeMenu')}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
