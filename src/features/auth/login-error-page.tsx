import { useTranslation } from '~/lib/use-translation';
import { AuthLayout } from '~/components/auth-layout';
import type { LoginError } from './auth.schema';
import { ButtonLink } from '~/components/ui/button-link';

export function LoginErrorPage({ error }: { error: LoginError }) {
  const { t } = useTranslation('auth');
  const content = {
    signup_disabled: { title: t('error.accountNotFound'), description: t('error.signupDisabledDescription') },
    access_denied: { title: t('error.accessDenied'), description: t('error.accessDeniedDescription') },
    unknown_error: { title: t('error.unknown'), description: t('error.unknownDescription') },
  }[error];
  return (
    <AuthLayout title={content.title} description={content.description}>
      <ButtonLink className="w-full" to="/login">
        {t('error.backToLogin')}
      </ButtonLink>
    </AuthLayout>
  );
}
