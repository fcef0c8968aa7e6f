import * as Dialog from '@radix-ui/react-dialog';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import type { Viewer } from '~/lib/viewer';
import { cn } from '~/lib/cn';
import { useLocalStorage } from '~/lib/use-local-storage';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

const SIDEBAR_STORAGE_KEY = 'sidebar-collapsed';

/** The manager area: a collapsible sidebar on wide screens, a sheet on phones, a user menu. */
export function ManagerShell({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useLocalStorage(
    SIDEBAR_STORAGE_KEY,
    (stored) => stored === 'true',
    false,
  );
  const [sheetOpen, setSheetOpen] = useState(false);
  const toggle = () => setCollapsed(!collapsed);

  return (
    <div data-testid="layout-manager" className="flex min-h-dvh">
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col gap-4 overflow-y-auto border-e border-border bg-card p-3 md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className={cn('flex items-center', collapsed ? 'justify-center' : 'justify-between ps-3')}>
          {collapsed ? null : <p className="font-semibold">{t('productName')}</p>}
          <Button
            variant="ghost"
            size="icon"
            aria-label={collapsed ? t('navigation.expand') : t('navigation.collapse')}
            aria-expanded={!collapsed}
            onClick={toggle}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden className="size-5 rtl:-scale-x-100" />
            ) : (
              <PanelLeftClose aria-hidden className="size-5 rtl:-scale-x-100" />
            )}
          </Button>
        </div>
        <SidebarNav compact={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-border bg-card px-4 py-2">
          <div className="flex items-center gap-2">
            <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
              <Dialog.Trigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('navigation.menu')}>
                  <Menu aria-hidden className="size-5" />
                </Button>
              </Dialog.Trigger>
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
                  <SidebarNav onNavigate={() => setSheetOpen(false)} />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <p className="font-semibold md:hidden">{t('productName')}</p>
            <p className="hidden text-sm text-muted-foreground md:block">{t('areas.manager')}</p>
          </div>
          <UserMenu viewer={viewer} accountPath="/manager/account" />
        </header>
        <main className="mx-auto w-full max-w-6xl p-4">{children}</main>
      </div>
    </div>
  );
}
