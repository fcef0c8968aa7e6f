import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameFormSchema, type PasskeyNameForm } from '~/lib/passkey-name';
import { refusalOf } from '~/lib/refusal';
import { useForm } from '~/lib/use-form';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import { describeUserAgent } from '~/lib/user-agent';
import { FreshSignInForm } from './fresh-sign-in-form';
import { passkeyQueries } from './passkey-queries';

const loadPasskeyClient = () => import('~/lib/passkey-client');

/** The browser's answer when the person dismissed its prompt: nothing to explain. */
const DISMISSED = new Set(['ERROR_CEREMONY_ABORTED', 'REGISTRATION_CANCELLED']);

/**
 * Adds a passkey under a name (by default this browser and system, "Chrome on Linux"). The server
 * wants a sign-in from the last 10 minutes: when it is older, the person confirms a new e-mail code
 * here first, and the passkey is added right after.
 */
export function AddPasskeyForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const translateError = useTranslatedError();
  const describeRefusal = useRefusalMessage();
  const [failure, setFailure] = useState<ReactNode>();
  const supported = !hydrated || typeof window.PublicKeyCredential !== 'undefined';
  const [confirmingFor, setConfirmingFor] = useState<string>();
  const form = useForm<PasskeyNameForm>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: '' },
  });

  // The default name needs the browser's own description of itself: set once the page runs.
  useEffect(() => {
    if (!hydrated) return;
    if (form.getValues('name')) return;
    const { browser, os } = describeUserAgent(navigator.userAgent);
    form.setValue('name', t('passkeys.defaultName', { browser: browser.replace(/ \d+$/, ''), os }));
  }, [hydrated, form, t]);

  const addPasskey = async (name: string) => {
    setFailure(undefined);
    const { passkeyAuthClient } = await loadPasskeyClient();
    const { error } = await passkeyAuthClient.passkey.addPasskey({ name });
    if (!error) {
      toast.success(t('passkeys.added'));
      await queryClient.invalidateQueries({ queryKey: passkeyQueries.all() });
      return;
    }
    const { code } = refusalOf(error);
    if (code === 'SESSION_NOT_FRESH') return setConfirmingFor(name);
    if (code && DISMISSED.has(code)) return;
    setFailure(describeRefusal(error, t('passkeys.addFailed')));
  };

  if (!supported) return <p className="text-sm text-muted-foreground">{t('passkeys.unsupported')}</p>;
  if (confirmingFor !== undefined)
    return (
      <FreshSignInForm
        email={email}
        onConfirmed={async () => {
          setConfirmingFor(undefined);
          await addPasskey(confirmingFor);
        }}
        onCancel={() => setConfirmingFor(undefined)}
      />
    );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => void form.handleSubmit(({ name }) => addPasskey(name))(event)}
    >
      <FormField label={t('passkeys.nameLabel')} error={translateError(form.formState.errors.name?.message)}>
        <Input autoComplete="off" maxLength={PASSKEY_NAME_MAX_LENGTH} {...form.register('name')} />
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('passkeys.adding')}>
        {t('passkeys.add')}
      </SubmitButton>
    </form>
  );
}
