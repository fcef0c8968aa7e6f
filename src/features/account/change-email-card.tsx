import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { CodeField } from '~/components/code-field';
import { Card } from '~/components/ui/card';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { areaPaths, type Area } from '~/lib/area';
import { authClient } from '~/lib/auth-client';
import {
  codeFormSchema,
  emailFormSchema,
  emailSchema,
  type CodeFormInput,
  type EmailFormInput,
} from '~/lib/schemas';
import { useForm } from '~/lib/use-form';
import { usePostedError } from '~/lib/use-posted-error';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import { useRefreshViewer } from '~/lib/use-viewer';
import type { Viewer } from '~/lib/viewer';
import { ACCOUNT_FORM_INTENT } from './account-form-intent';
import { ButtonLink } from '~/components/ui/button-link';

interface ChangeEmailCardProps {
  area: Area;
  viewer: Viewer;
  /** The address a code was sent to (`?newEmail=`): the card then asks for that code. */
  newEmail: string;
  /** Why a natively posted step was refused (`?error=`). */
  error?: string;
}

/**
 * Changing the e-mail: a code goes to the new address (?newEmail= keeps the step in the URL); the
 * change happens only when that code is confirmed, and the old address is told.
 */
export function ChangeEmailCard({ area, viewer, newEmail, error }: ChangeEmailCardProps) {
  const { t } = useTranslation('account');
  const pendingEmail = emailSchema.safeParse(newEmail).success ? newEmail.toLowerCase() : '';
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('email.title')}</h2>
      {pendingEmail ? (
        <ConfirmNewEmailForm area={area} viewer={viewer} newEmail={pendingEmail} error={error} />
      ) : (
        <RequestCodeForm area={area} viewer={viewer} error={error} />
      )}
    </Card>
  );
}

function RequestCodeForm({ area, viewer, error }: Omit<ChangeEmailCardProps, 'newEmail'>) {
  const { t } = useTranslation('account');
  const translateError = useTranslatedError();
  const describeRefusal = useRefusalMessage();
  const posted = usePostedError(error);
  const [failure, setFailure] = useState(
    posted.code ? describeRefusal(posted, t('email.failed')) : undefined,
  );
  const form = useForm<EmailFormInput>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const navigate = useNavigateToStep(area);

  const requestCode = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    posted.clear();
    const newEmail = email.toLowerCase();
    if (newEmail === viewer.email) return form.setError('email', { message: t('email.same') });
    const { error } = await authClient.emailOtp.requestEmailChange({ newEmail });
    if (error) return setFailure(describeRefusal(error, t('email.failed')));
    await navigate(newEmail);
  });

  return (
    <PostForm className="space-y-4" onSubmit={requestCode}>
      <input type="hidden" name="intent" value={ACCOUNT_FORM_INTENT.requestEmailChange} />
      <FormField
        label={t('email.newEmail')}
        error={translateError(form.formState.errors.email?.message ?? posted.fieldError)}
      >
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('email.sendCode')}</SubmitButton>
    </PostForm>
  );
}

function ConfirmNewEmailForm({ area, viewer, newEmail, error }: ChangeEmailCardProps) {
  const { t } = useTranslation('account');
  const translateError = useTranslatedError();
  const describeRefusal = useRefusalMessage();
  const refreshViewer = useRefreshViewer();
  const posted = usePostedError(error);
  const [failure, setFailure] = useState(
    posted.code ? describeRefusal(posted, t('email.failed')) : undefined,
  );
  const form = useForm<CodeFormInput>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const navigate = useNavigateToStep(area);

  const confirm = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    posted.clear();
    const { error } = await authClient.emailOtp.changeEmail({ newEmail, otp: code });
    if (error) return setFailure(describeRefusal(error, t('email.failed')));
    toast.success(t('email.changed', { email: newEmail }));
    await navigate('');
    await refreshViewer();
  });

  return (
    <PostForm className="space-y-4" onSubmit={confirm}>
      <input type="hidden" name="intent" value={ACCOUNT_FORM_INTENT.changeEmail} />
      <p className="text-sm">{t('email.codeSent', { email: newEmail, current: viewer.email })}</p>
      <CodeField
        label={t('email.code')}
        error={translateError(form.formState.errors.code?.message ?? posted.fieldError)}
        {...form.register('code')}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.formState.isSubmitting}>{t('email.confirm')}</SubmitButton>
        {/* A link, so that it works before the page is hydrated too. */}
        <ButtonLink
          variant="outline"
          to={areaPaths[area].account}
          search={(previous) => ({ ...previous, newEmail: '', error: undefined })}
        >
          {t('cancel', { ns: 'common' })}
        </ButtonLink>
      </div>
    </PostForm>
  );
}

/** The e-mail step lives in the URL: `?newEmail=` once a code was sent, none before. */
function useNavigateToStep(area: Area) {
  const navigate = useNavigate();
  return (newEmail: string) =>
    navigate({
      to: areaPaths[area].account,
      search: (previous) => ({ ...previous, newEmail, error: undefined }),
    });
}
