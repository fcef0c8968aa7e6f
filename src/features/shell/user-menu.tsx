import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import type { Viewer } from '~/lib/viewer';
import { SignOutDialog } from '~/components/sign-out-button';
import { Avatar } from '~/components/avatar';

// The menu's code (Radix's dropdown and its positioning) loads on the way to a first click: fetched
// when the pointer or the focus reaches the button, shown when it is clicked. No page is painted with
// the menu open.
const loadContent = () => import('./user-menu-content');
const UserMenuContent = lazy(loadContent);

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
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const face = (
    <>
      <Avatar name={viewer.name || viewer.email} picture={viewer.picture} size="small" />
      <span className="sr-only">{t('signedInAs', { name: viewer.name, email: viewer.email })}</span>
      <span aria-hidden className="hidden max-w-40 truncate font-medium sm:inline">
        {viewer.name || viewer.email}
      </span>
      <ChevronDown aria-hidden className="size-4" />
    </>
  );
  // A Button, so that it is shown disabled until the page is hydrated and the menu can open.
  const trigger = (
    <Button variant="outline" size="icon" data-testid="viewer">
      {face}
    </Button>
  );
  // Until the menu's code is wanted, the same button, which asks for it.
  const firstTrigger = (
    <Button
      variant="outline"
      size="icon"
      data-testid="viewer"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadContent()}
      onFocus={() => void loadContent()}
      onClick={(event: MouseEvent) => {
        // A click made with Enter or Space has no pointer behind it (detail 0).
        setOpenedByKeyboard(event.detail === 0);
        setWanted(true);
        setOpen(true);
      }}
    >
      {face}
    </Button>
  );

  return (
    <>
      {wanted ? (
        <Suspense fallback={firstTrigger}>
          <UserMenuContent
            viewer={viewer}
            accountPath={accountPath}
            trigger={trigger}
            open={open}
            onOpenChange={setOpen}
            openedByKeyboard={openedByKeyboard}
            onSignOut={() => setSigningOut(true)}
          >
            {children}
          </UserMenuContent>
        </Suspense>
      ) : (
        firstTrigger
      )}
      <SignOutDialog open={signingOut} onOpenChange={setSigningOut} />
    </>
  );
}
