import { lazy, Suspense } from 'react';

// Radix's menu parts come with the user menu, loaded when it opens: this file keeps them, and the
// switcher's queries, out of every /app page's first load.
const OrganizationSwitcher = lazy(() => import('./organization-switcher'));

/** The user menu's organizations (organization-switcher.tsx), loaded as the menu opens. */
export function OrganizationMenu() {
  return (
    <Suspense fallback={null}>
      <OrganizationSwitcher />
    </Suspense>
  );
}
