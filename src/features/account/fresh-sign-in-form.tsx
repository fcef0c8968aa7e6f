import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { CodeField } from '~/components/code-field';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { useRouter } from '@tanstack/react-router';
import { authClient } from '~/lib/auth-client';
import { afterFirstFactorPath } from '~/lib/redirects';
import { codeFormSchema, type CodeFormInput } from '~/lib/schemas';
import { useForm } from '~/lib/use-form';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import { useRefreshViewer } from '~/lib/use-viewer';

/**
 * "Confirm it is you": a sign-in code goes to the person's own address, and confirming it signs them
 * in afresh (the e-mail code sign-in, with its throttles, and the second factor when the person has one),
 * which is what adding a passkey or creating an API key needs.
 */
export function FreshSignInForm({
  email,
  description,
  onConfirmed,
  onCancel,
}: {
  email: string;
  /** What the fresh sign-in is for, with the address ("To add a passkey, enter the code…" by default). */
  description?: string;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const translateError = useTranslatedError();
  const describeRefusal = useRefusalMessage();
  const refreshViewer = useRefreshViewer();
  const router = useRouter();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ReactNode>();
  const form = useForm<CodeFormInput>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const sendCode = async () => {
    setFailure(undefined);
    setSending(true);
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
    setSending(false);
    if (error) return setFailure(describeRefusal(error));
    setSent(true);
    toast.success(t('passkeys.codeSent'));
  };

  const confirm = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    const { data, error } = await authClient.signIn.emailOtp({ email, otp: code });
    if (error) return setFailure(describeRefusal(error));
    // With a second factor, the code alone signs in nobody: its step, then back here to add the passkey.
    if (data && 'twoFactorRedirect' in data)
      return void (await router.navigate({ href: afterFirstFactorPath(data, window.location.pathname) }));
    await refreshViewer();
    await onConfirmed();
  });

  return (
    <div className="space-y-4 rounded-md border border-border p-4" data-testid="fresh-sign-in">
      <div className="space-y-1">
        <h3 className="font-semibold">{t('passkeys.freshTitle')}</h3>
        <p className="text-sm">{description ?? t('passkeys.freshDescription', { email })}</p>
      </div>
      {sent ? (
        <form noValidate className="space-y-4" onSubmit={(event) => void confirm(event)}>
          <CodeField
            label={t('passkeys.codeLabel')}
            error={translateError(form.formState.errors.code?.message)}
            {...form.register('code')}
          />
          <FormAlert message={failure} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('passkeys.confirming')}>
              {t('passkeys.confirm')}
            </SubmitButton>
            <Button variant="outline" onClick={onCancel}>
              {t('passkeys.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <FormAlert message={failure} />
          <div className="flex flex-wrap gap-2">
            <Button disabled={sending} onClick={() => void sendCode()}>
              {t('passkeys.sendCode')}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              {t('passkeys.cancel')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
