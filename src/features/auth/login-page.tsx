import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { authClient, authErrorCode } from '~/lib/auth-client';
import { AuthLayout } from './auth-layout';
import { loginSchema, type LoginInput } from './auth.schema';
import { useTranslatedError } from './use-translated-error';

export function LoginPage({ redirect, signupEnabled }: { redirect?: string; signupEnabled: boolean }) {
  const { t } = useTranslation('auth');
  const translateError = useTranslatedError();
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
    setFailure(t(`codes.${code}` as never, { defaultValue: t('codes.UNKNOWN_ERROR') }));
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
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <SubmitButton
          className="w-full"
          pending={form.formState.isSubmitting}
          pendingLabel={t('login.sending')}
        >
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
