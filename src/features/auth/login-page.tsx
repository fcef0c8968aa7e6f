import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { emailProblem } from '~/lib/email';
import { refusalOf } from '~/lib/refusal';
import { usePostedError } from '~/lib/use-posted-error';
import { AuthLayout } from '~/components/auth-layout';
import { SocialButtons } from './social-buttons';
import { PasskeySignIn } from './passkey-sign-in';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import type { SocialProvider } from '~/lib/viewer';

// better-auth's client, fetched once a person starts typing: the first load of this page stays small.
const loadAuthClient = () => import('~/lib/auth-client');

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
  // One field, checked as the server's schema checks it (lib/email.ts): on submit, then as it changes.
  const [problem, setProblem] = useState<string>();
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const typed = field.current?.value ?? '';
    const found = emailProblem(typed);
    setChecked(true);
    setProblem(found);
    setFailure(undefined);
    posted.clear();
    if (found) {
      field.current?.focus();
      return;
    }
    const email = typed.trim();
    setSending(true);
    try {
      const { authClient } = await loadAuthClient();
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
      if (!error) {
        await navigate({ to: '/login/verify', search: { email, redirect } });
        return;
      }
      if (refusalOf(error).code === 'SIGNUP_DISABLED') {
        await navigate({ to: '/login/error', search: { error: 'signup_disabled' } });
        return;
      }
      setFailure(describeError(error));
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout
      title={signupEnabled ? t('login.titleOrSignUp') : t('login.title')}
      description={t('login.description')}
    >
      <PostForm onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormField label={t('login.emailLabel')} error={translateError(problem ?? posted.fieldError)}>
          <Input
            ref={field}
            name="email"
            type="email"
            autoComplete="username webauthn"
            inputMode="email"
            placeholder={t('login.emailPlaceholder')}
            autoFocus
            required
            defaultValue={suggestedEmail}
            onChange={(event) => {
              void loadAuthClient();
              if (checked) setProblem(emailProblem(event.target.value));
            }}
          />
        </FormField>
        <FormAlert message={failure} />
        <SubmitButton className="w-full" pending={sending} pendingLabel={t('login.sending')}>
          {t('login.submit')}
        </SubmitButton>
      </PostForm>
      <PasskeySignIn redirect={redirect} onFailure={setFailure} />
      <SocialButtons providers={socialProviders} redirect={redirect} />
    </AuthLayout>
  );
}
