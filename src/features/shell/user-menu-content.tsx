import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { Check, LogOut, UserRound } from 'lucide-react';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Viewer } from '~/lib/viewer';
import { THEMES, type Theme } from '~/lib/theme';
import { useTheme } from '~/lib/use-theme';
import { menuItemClass as itemClass, menuLabelClass, menuSeparatorClass } from '~/components/ui/menu-styles';

export interface UserMenuContentProps {
  viewer: Viewer;
  accountPath: '/app/account' | '/manager/account';
  /** The button that opens it (user-menu.tsx's). */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the keyboard: the first item takes the focus, as with Radix's own trigger. */
  openedByKeyboard: boolean;
  onSignOut: () => void;
  children?: ReactNode;
}

/** The user menu itself (Radix's dropdown), loaded by user-menu.tsx when it is first opened. */
export default function UserMenuContent({
  viewer,
  accountPath,
  trigger,
  open,
  onOpenChange,
  openedByKeyboard,
  onSignOut,
  children,
}: UserMenuContentProps) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  // Only the opening that loaded this menu: later ones go through Radix's own trigger.
  const keyboardEntry = useRef(openedByKeyboard);
  return (
    <Menu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-border bg-card p-1 shadow-lg"
          onFocus={(event) => {
            // Radix focuses the menu itself as it opens; from the keyboard, the first item takes it.
            if (!keyboardEntry.current || event.target !== event.currentTarget) return;
            keyboardEntry.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
          }}
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
          <Menu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden className="size-4 rtl:rotate-180" />
            {t('signOut.button')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
