import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { codeSchema, emailSchema, LOGIN_CODE_LENGTH } from '~/lib/schemas';
import { useRefreshViewer } from '~/features/session/use-refresh-viewer';
import type { Viewer } from '~/features/session/session.functions';
import { authClient, authErrorCode } from '~/lib/auth-client';
import { areaPaths, type Area } from '~/lib/area';

/**
 * Changing the e-mail: a code goes to the new address (?newEmail= keeps the step in the URL); the
 * change happens only when that code is confirmed, and the old address is told.
 */
export function ChangeEmailCard({
  area,
  viewer,
  newEmail,
}: {
  area: Area;
  viewer: Viewer;
  newEmail: string;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const pendingEmail = emailSchema.safeParse(newEmail).success ? newEmail.toLowerCase() : '';
  const setNewEmail = (value: string) =>
    navigate({ to: areaPaths[area].account, search: (previous) => ({ ...previous, newEmail: value }) });
  const authError = (failure: Parameters<typeof authErrorCode>[0]) =>
    t(`codes.${authErrorCode(failure)}` as never, { ns: 'auth', defaultValue: t('email.failed') });

  const run = async (event: FormEvent<HTMLFormElement>, step: (values: FormData) => Promise<void>) => {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    try {
      await step(new FormData(event.currentTarget));
    } finally {
      setPending(false);
    }
  };

  const requestCode = async (values: FormData) => {
    const parsed = emailSchema.safeParse(values.get('newEmail'));
    if (!parsed.success) return setError(t(parsed.error.issues[0]!.message as never));
    const value = parsed.data.toLowerCase();
    if (value === viewer.email) return setError(t('email.same'));
    const { error: failure } = await authClient.emailOtp.requestEmailChange({ newEmail: value });
    if (failure) return setError(authError(failure));
    await setNewEmail(value);
  };

  const confirm = async (values: FormData) => {
    const parsed = codeSchema.safeParse(values.get('code'));
    if (!parsed.success) return setError(t(parsed.error.issues[0]!.message as never));
    const { error: failure } = await authClient.emailOtp.changeEmail({
      newEmail: pendingEmail,
      otp: parsed.data,
    });
    if (failure) return setError(authError(failure));
    toast.success(t('email.changed', { email: pendingEmail }));
    await setNewEmail('');
    await refreshViewer();
  };

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('email.title')}</h2>
      {pendingEmail ? (
        <form noValidate className="space-y-4" onSubmit={(event) => void run(event, confirm)}>
          <p className="text-sm">{t('email.codeSent', { email: pendingEmail, current: viewer.email })}</p>
          <FormField label={t('email.code')} error={error}>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LOGIN_CODE_LENGTH}
              autoFocus
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={pending} pendingLabel={t('email.confirm')}>
              {t('email.confirm')}
            </SubmitButton>
            <Button variant="outline" onClick={() => void setNewEmail('')}>
              {t('cancel', { ns: 'common' })}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate className="space-y-4" onSubmit={(event) => void run(event, requestCode)}>
          <FormField label={t('email.newEmail')} error={error}>
            <Input name="newEmail" type="email" autoComplete="email" />
          </FormField>
          <SubmitButton pending={pending} pendingLabel={t('email.sendCode')}>
            {t('email.sendCode')}
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
