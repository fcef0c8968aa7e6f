import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { authClient, authErrorCode } from '~/lib/auth-client';
import { AuthLayout } from './auth-layout';
import { loginSchema, type LoginInput } from './auth.schema';
import { SocialButtons } from './social-buttons';
import { useAuthErrorMessage } from './use-auth-error-message';
import { useTranslatedError } from './use-translated-error';
import type { SocialProvider } from '~/features/session/session.functions';

export function LoginPage({
  redirect,
  signupEnabled,
  socialProviders = [],
}: {
  redirect?: string;
  signupEnabled: boolean;
  socialProviders?: SocialProvider[];
}) {
  const { t } = useTranslation('auth');
  const translateError = useTranslatedError();
  const describeError = useAuthErrorMessage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
    if (!error) {
      await navigate({ to: '/login/verify', search: { email, redirect } });
      return;
    }
    const code = authErrorCode(error);
    if (code === 'SIGNUP_DISABLED') {
      await navigate({ to: '/login/error', search: { error: 'signup_disabled' } });
      return;
    }
    setFailure(describeError(error));
  });

  return (
    <AuthLayout
      title={signupEnabled ? t('login.titleOrSignUp') : t('login.title')}
      description={t('login.description')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label={t('login.emailLabel')} error={translateError(form.formState.errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('login.emailPlaceholder')}
            autoFocus
            {...form.register('email')}
          />
        </FormField>
        <FormAlert message={failure} />
        <SubmitButton
          className="w-full"
          pending={form.formState.isSubmitting}
          pendingLabel={t('login.sending')}
        >
          {t('login.submit')}
        </SubmitButton>
      </form>
      <SocialButtons providers={socialProviders} redirect={redirect} />
    </AuthLayout>
  );
}
