import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import type { Viewer } from '~/lib/viewer';
import { cn } from '~/lib/cn';
import { useLocalStorage } from '~/lib/use-local-storage';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

const SIDEBAR_STORAGE_KEY = 'sidebar-collapsed';

// The phone's navigation sheet loads when first opened: no page is painted with it open.
const loadSheet = () => import('./manager-sheet');
const ManagerSheet = lazy(loadSheet);

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
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label={t('navigation.menu')}
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onPointerEnter={() => void loadSheet()}
              onFocus={() => void loadSheet()}
              onClick={() => setSheetOpen(true)}
            >
              <Menu aria-hidden className="size-5" />
            </Button>
            {sheetOpen ? (
              <Suspense fallback={null}>
                <ManagerSheet open onOpenChange={setSheetOpen} />
              </Suspense>
            ) : null}
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
