import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '~/features/session/session.functions';
import { SignOutButton } from './sign-out-button';

export type Area = 'app' | 'manager';

const navigation = {
  app: [
    { to: '/app', label: 'home' },
    { to: '/app/books', label: 'books' },
    { to: '/app/account', label: 'account' },
  ],
  manager: [
    { to: '/manager/dashboard', label: 'dashboard' },
    { to: '/manager/books', label: 'books' },
    { to: '/manager/users', label: 'users' },
    { to: '/manager/audit', label: 'audit' },
    { to: '/manager/account', label: 'account' },
  ],
} as const;

/** The frame of both areas: who is signed in and how to sign out. */
export function AreaShell({ area, viewer, children }: { area: Area; viewer: Viewer; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`layout-${area}`} className="min-h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-card px-4 py-3">
        <div>
          <p className="font-semibold">{t('productName')}</p>
          <p className="text-xs text-muted-foreground">{t(`areas.${area}`)}</p>
        </div>
        <nav aria-label={t('navigation.label')} className="flex gap-1">
          {navigation[area].map((item) => (
            <Link
              key={item.to}
              to={item.to}
              activeOptions={{ exact: item.to === '/app' }}
              className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted data-[status=active]:bg-muted data-[status=active]:text-primary"
            >
              {t(`navigation.${item.label}`)}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <p className="text-sm" data-testid="viewer">
            {t('signedInAs', { name: viewer.name, email: viewer.email })}
          </p>
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto max-w-5xl p-4">{children}</main>
    </div>
  );
}
