import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { Check, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import type { Viewer } from '~/lib/viewer';
import { THEMES, type Theme } from '~/lib/theme';
import { useTheme } from '~/lib/use-theme';
import { SignOutDialog } from '~/components/sign-out-button';
import { Avatar } from '~/components/avatar';
import { menuItemClass as itemClass, menuLabelClass, menuSeparatorClass } from '~/components/ui/menu-styles';

/** Who is signed in, with their account, what the area adds (the organization switcher), the theme and sign-out. */
export function UserMenu({
  viewer,
  accountPath = '/app/account',
  children,
}: {
  viewer: Viewer;
  accountPath?: '/app/account' | '/manager/account';
  /** Menu groups of the area's own, shown after the account link. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <>
      <Menu.Root modal={false}>
        {/* A Button, so that it is shown disabled until the page is hydrated and the menu can open. */}
        <Menu.Trigger asChild>
          <Button variant="outline" data-testid="viewer" size="icon">
            <Avatar name={viewer.name || viewer.email} picture={viewer.picture} size="small" />
            <span className="sr-only">{t('signedInAs', { name: viewer.name, email: viewer.email })}</span>
            <span aria-hidden className="hidden max-w-40 truncate font-medium sm:inline">
              {viewer.name || viewer.email}
            </span>
            <ChevronDown aria-hidden className="size-4" />
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-56 rounded-lg border border-border bg-card p-1 shadow-lg"
          >
            <Menu.Label className="px-3 py-2 text-xs text-muted-foreground">
              <span className="block font-medium text-foreground">{viewer.name}</span>
              <span className="block break-all">{viewer.email}</span>
            </Menu.Label>
            <Menu.Separator className={menuSeparatorClass} />
            <Menu.Item asChild className={itemClass}>
              <Link to={accountPath}>
                <UserRound aria-hidden className="size-4" />
                {t('navigation.account')}
              </Link>
            </Menu.Item>
            {children}
            <Menu.Separator className={menuSeparatorClass} />
            <Menu.Label className={menuLabelClass}>{t('navigation.theme')}</Menu.Label>
            <Menu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
              {THEMES.map((option) => (
                <Menu.RadioItem key={option} value={option} className={itemClass}>
                  <span className="size-4">
                    <Menu.ItemIndicator>
                      <Check aria-hidden className="size-4" />
                    </Menu.ItemIndicator>
                  </span>
                  {t(`themes.${option}`)}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
            <Menu.Separator className={menuSeparatorClass} />
            <Menu.Item className={itemClass} onSelect={() => setSigningOut(true)}>
              <LogOut aria-hidden className="size-4 rtl:rotate-180" />
              {t('signOut.button')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <SignOutDialog open={signingOut} onOpenChange={setSigningOut} />
    </>
  );
}
