import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthLayout } from '~/components/auth-layout';
import { FormField } from '~/components/ui/form-field';
import { FormAlert } from '~/components/ui/form-alert';
import { Input } from '~/components/ui/input';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { ButtonLink } from '~/components/ui/button-link';
import { afterSignInPath } from '~/lib/redirects';
import { refusalOf } from '~/lib/refusal';
import {
  isBackupCode,
  secondStepFormSchema,
  TRUSTED_DEVICE_DAYS,
  type SecondStepFormInput,
} from '~/lib/second-factor-codes';
import { useForm } from '~/lib/use-form';
import { usePostedError } from '~/lib/use-posted-error';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import { useTranslation } from '~/lib/use-translation';
import { viewerQueryKey } from '~/lib/viewer';
import { secondFactorClient } from '~/lib/second-factor-client';
import { Checkbox } from '~/components/ui/checkbox';

/** Refusals after which this second step is over: the sign-in starts again with a new e-mail code. */
const SIGN_IN_AGAIN = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/** /login/two-factor: the code from the authenticator app (or a backup code) after the first factor. */
export function SecondStepPage({ redirect, error }: { redirect?: string; error?: string }) {
  const { t } = useTranslation('secondFactor');
  const translateError = useTranslatedError();
  const describeError = useRefusalMessage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const posted = usePostedError(error);
  const [failure, setFailure] = useState<unknown>(posted.code ? posted : undefined);
  const form = useForm<SecondStepFormInput>({
    resolver: zodResolver(secondStepFormSchema),
    defaultValues: { code: '', trustDevice: false },
  });

  const onSubmit = form.handleSubmit(async ({ code, trustDevice }) => {
    setFailure(undefined);
    posted.clear();
    const body = { code, trustDevice: Boolean(trustDevice) };
    const { data, error } = isBackupCode(code)
      ? await secondFactorClient.verifyBackupCode(body)
      : await secondFactorClient.verifyTotp(body);
    if (error || !data) {
      setFailure(error);
      return;
    }
    await queryClient.resetQueries({ queryKey: viewerQueryKey });
    const role = (data as { user?: { role?: string } }).user?.role;
    await router.navigate({ href: afterSignInPath(role, redirect) });
  });

  const over = failure !== undefined && SIGN_IN_AGAIN.has(refusalOf(failure).code ?? '');
  return (
    <AuthLayout title={t('step.title')} description={t('step.description')}>
      <PostForm onSubmit={onSubmit} className="space-y-4">
        <FormField
          label={t('step.codeLabel')}
          error={translateError(form.formState.errors.code?.message ?? posted.fieldError)}
        >
          <Input autoComplete="one-time-code" autoFocus required maxLength={11} {...form.register('code')} />
        </FormField>
        <Checkbox
          label={t('step.trustDevice', { days: TRUSTED_DEVICE_DAYS })}
          {...form.register('trustDevice')}
        />
        <FormAlert
          message={
            failure === undefined
              ? undefined
              : over
                ? t(
                    `step.${refusalOf(failure).code === 'INVALID_TWO_FACTOR_COOKIE' ? 'expired' : 'tooManyAttempts'}`,
                  )
                : describeError(failure, t('step.failed'))
          }
        />
        <SubmitButton
          className="w-full"
          pending={form.formState.isSubmitting}
          pendingLabel={t('step.verifying')}
        >
          {t('step.submit')}
        </SubmitButton>
      </PostForm>
      <ButtonLink variant="link" to="/login" search={{ redirect }}>
        {t('step.signInAgain')}
      </ButtonLink>
    </AuthLayout>
  );
}
