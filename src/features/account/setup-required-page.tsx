import { useRouter } from '@tanstack/react-router';
import { AuthLayout } from '~/components/auth-layout';
import { SignOutButton } from '~/components/sign-out-button';
import { useRefreshViewer } from '~/lib/use-viewer';
import { useTranslation } from '~/lib/use-translation';
import { Enrolment } from './enrolment';

/**
 * /second-factor: where the admin policy (REQUIRE_ADMIN_SECOND_FACTOR) sends an admin without a second
 * factor. Nothing here leads into the administration but setting one up (or signing out).
 */
export function SetupRequiredPage({ next }: { next: string }) {
  const { t } = useTranslation('secondFactor');
  const refreshViewer = useRefreshViewer();
  const router = useRouter();
  return (
    <AuthLayout title={t('required.title')} description={t('required.description')}>
      <Enrolment
        returnTo="/second-factor"
        onDone={async () => {
          await refreshViewer();
          await router.navigate({ href: next });
        }}
      />
      <SignOutButton />
    </AuthLayout>
  );
}
