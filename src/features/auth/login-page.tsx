import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { authClient } from '~/lib/auth-client';
import { refusalOf } from '~/lib/refusal';
import { usePostedError } from '~/lib/use-posted-error';
import { AuthLayout } from '~/components/auth-layout';
import { emailFormSchema, type EmailFormInput } from '~/lib/schemas';
import { SocialButtons } from './social-buttons';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import type { SocialProvider } from '~/lib/viewer';

export function LoginPage({
  redirect,
  email: suggestedEmail = '',
  signupEnabled,
  socialProviders = [],
  error,
}: {
  redirect?: string;
  /** The address to sign in with, when a link knows it (an invitation's). */
  email?: string;
  signupEnabled: boolean;
  socialProviders?: SocialProvider[];
  /** Why a natively posted e-mail was refused (an API code). */
  error?: string;
}) {
  const { t } = useTranslation('auth');
  const translateError = useTranslatedError();
  const describeError = useRefusalMessage();
  const navigate = useNavigate();
  const posted = usePostedError(error);
  const [failure, setFailure] = useState(posted.code ? describeError(posted) : undefined);
  const form = useForm<EmailFormInput>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: suggestedEmail },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    posted.clear();
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
    if (!error) {
      await navigate({ to: '/login/verify', search: { email, redirect } });
      return;
    }
    const code = refusalOf(error).code;
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
      <PostForm onSubmit={onSubmit} className="space-y-4">
        <FormField
          label={t('login.emailLabel')}
          error={translateError(form.formState.errors.email?.message ?? posted.fieldError)}
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('login.emailPlaceholder')}
            autoFocus
            required
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
      </PostForm>
      <SocialButtons providers={socialProviders} redirect={redirect} />
    </AuthLayout>
  );
}
