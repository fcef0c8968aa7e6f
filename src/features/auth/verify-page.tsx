import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { authClient } from '~/lib/auth-client';
import { usePostedError } from '~/lib/use-posted-error';
import { afterFirstFactorPath } from '~/lib/redirects';
import { viewerQueryKey } from '~/lib/viewer';
import { getDemoCode } from './demo-code.functions';
import { AuthLayout } from '~/components/auth-layout';
import { codeFormSchema, type CodeFormInput } from '~/lib/schemas';
import { CodeField } from '~/components/code-field';
import { useBanDetails, useNotifyFailure, useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import { ButtonLink } from '~/components/ui/button-link';

const CODE_VALIDITY_MINUTES = 5;

export function VerifyPage({
  email,
  redirect,
  demoMode,
  error,
}: {
  email: string;
  redirect?: string;
  demoMode: boolean;
  /** Why a natively posted code was refused (an API code). */
  error?: string;
}) {
  const { t } = useTranslation('auth');
  // A banned person learns why and until when (they proved they own the address).
  const banDetails = useBanDetails();
  const translateError = useTranslatedError();
  const router = useRouter();
  const queryClient = useQueryClient();
  const describeError = useRefusalMessage();
  const notifyFailure = useNotifyFailure();
  const posted = usePostedError(error);
  const [failure, setFailure] = useState(posted.code ? describeError(posted) : undefined);
  const form = useForm<CodeFormInput>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    posted.clear();
    const { data, error } = await authClient.signIn.emailOtp({ email, otp: code });
    if (error || !data) {
      setFailure(
        <>
          {describeError(error)}
          {banDetails(error)}
        </>,
      );
      return;
    }
    await queryClient.resetQueries({ queryKey: viewerQueryKey });
    await router.navigate({ href: afterFirstFactorPath(data, redirect) });
  });

  // A read-only demo e-mails nothing: it shows the code of its seeded accounts here instead.
  const demoCode = useQuery({
    queryKey: ['demo-code', email],
    queryFn: () => getDemoCode({ data: { email } }),
    enabled: demoMode,
    staleTime: 0,
  });

  const resend = async () => {
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
    // A throttle's toast counts down the wait before the next code.
    if (error) notifyFailure(error);
    else toast.success(t('verify.resent'));
    if (demoMode) await demoCode.refetch();
  };

  return (
    <AuthLayout
      title={t('verify.title')}
      description={t('verify.description', { email, minutes: CODE_VALIDITY_MINUTES })}
    >
      {demoCode.data ? (
        <p
          role="note"
          className="rounded-md border border-border bg-muted p-3 text-sm"
          data-testid="demo-code"
        >
          {t('demo.codeHint', { ns: 'common', code: demoCode.data })}
        </p>
      ) : null}
      <PostForm onSubmit={onSubmit} className="space-y-4">
        <CodeField
          label={t('verify.codeLabel')}
          error={translateError(form.formState.errors.code?.message ?? posted.fieldError)}
          look="code"
          {...form.register('code')}
        />
        <FormAlert message={failure} />
        <SubmitButton
          className="w-full"
          pending={form.formState.isSubmitting}
          pendingLabel={t('verify.verifying')}
        >
          {t('verify.submit')}
        </SubmitButton>
      </PostForm>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" onClick={() => void resend()}>
          {t('verify.resend')}
        </Button>
        <ButtonLink variant="link" to="/login" search={{ redirect }}>
          {t('verify.changeEmail')}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
