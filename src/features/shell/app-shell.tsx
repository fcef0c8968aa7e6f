import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Viewer } from '~/lib/viewer';
import { APP_NAVIGATION } from './navigation';
import { NavLink } from './nav-link';
import { UserMenu } from './user-menu';

/** The user area, mobile first: a bottom bar on phones, a top bar on wider screens. */
export function AppShell({
  viewer,
  menu,
  children,
}: {
  viewer: Viewer;
  /** What the user menu adds for this area (the organization switcher). */
  menu?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="layout-app" className="min-h-dvh pb-20 sm:pb-0">
      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-border bg-card px-4 py-2">
        <p className="font-semibold">{t('productName')}</p>
        <nav aria-label={t('navigation.label')} className="hidden gap-1 sm:flex">
          {APP_NAVIGATION.map((item) => (
            <NavLink key={item.to} item={item} />
          ))}
        </nav>
        <UserMenu viewer={viewer}>{menu}</UserMenu>
      </header>
      <main className="mx-auto max-w-5xl p-4">{children}</main>
      <nav
        aria-label={t('navigation.label')}
        className="fixed inset-x-0 bottom-0 z-30 grid auto-cols-fr grid-flow-col border-t border-border bg-card pb-[env(safe-area-inset-bottom)] sm:hidden"
      >
        {APP_NAVIGATION.map((item) => (
          <NavLink key={item.to} item={item} tab />
        ))}
      </nav>
    </div>
  );
}
