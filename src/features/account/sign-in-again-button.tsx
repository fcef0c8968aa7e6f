import { Button } from '~/components/ui/button';
import { useSignOut } from '~/components/sign-out-button';
import { useTranslation } from '~/lib/use-translation';

/** Signs out and back to sign-in, which returns here: a fresh sign-in for what needs one. */
export function SignInAgainButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('secondFactor');
  const signOut = useSignOut(`/login?${new URLSearchParams({ redirect: returnTo })}`);
  return (
    <Button variant="outline" onClick={() => void signOut()}>
      {t('enrol.signInAgain')}
    </Button>
  );
}
