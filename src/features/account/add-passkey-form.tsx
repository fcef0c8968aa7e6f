import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { api } from '~/api/client';
import {
  PASSKEY_NAME_MAX_LENGTH,
  newPasskeyNameFormSchema,
  type NewPasskeyNameForm,
} from '~/lib/passkey-name';
import { passkeyProvider } from '~/lib/passkey-providers';
import { refusalOf } from '~/lib/refusal';
import { useForm } from '~/lib/use-form';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import { describeUserAgent } from '~/lib/user-agent';
import { FreshSignInForm } from './fresh-sign-in-form';
import { passkeyQueries } from './passkey-queries';

const loadPasskeyClient = () => import('~/lib/passkey-client');

/** "Chrome on Linux": this browser (without its version) and system. */
function browserAndSystem(userAgent: string, t: ReturnType<typeof useTranslation>['t']) {
  const { browser, os } = describeUserAgent(userAgent);
  return t('passkeys.defaultName', { browser: browser.replace(/ \d+$/, ''), os });
}

/** The browser's answer when the person dismissed its prompt: nothing to explain. */
const DISMISSED = new Set(['ERROR_CEREMONY_ABORTED', 'REGISTRATION_CANCELLED']);

/**
 * Adds a passkey under the name the person gives, or else under the name of what keeps it (its
 * authenticator's AAGUID: "Google Password Manager", "1Password"), or else this browser and system
 * ("Chrome on Linux"); it can be renamed afterwards. The server wants a sign-in from the last 10
 * minutes: when it is older, the person confirms a new e-mail code here first, and the passkey is
 * added right after.
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
  const form = useForm<NewPasskeyNameForm>({
    resolver: zodResolver(newPasskeyNameFormSchema),
    defaultValues: { name: '' },
  });

  // The last resort name needs the browser's own description of itself: known once the page runs.
  const browserName = hydrated ? browserAndSystem(navigator.userAgent, t) : '';

  const addPasskey = async (name: string) => {
    setFailure(undefined);
    const { passkeyAuthClient } = await loadPasskeyClient();
    const { data, error } = await passkeyAuthClient.passkey.addPasskey({ name: name || browserName });
    if (!error) {
      // What keeps it is known only now, from the authenticator's answer.
      const provider = name ? undefined : passkeyProvider(data.aaguid);
      if (provider) await api.account.passkeys.rename({ passkeyId: data.id, name: provider }).catch(() => {});
      toast.success(t('passkeys.added'));
      form.reset({ name: '' });
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
      <FormField
        label={t('passkeys.nameLabel')}
        hint={t('passkeys.nameHint')}
        error={translateError(form.formState.errors.name?.message)}
      >
        <Input
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          placeholder={browserName}
          {...form.register('name')}
        />
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('passkeys.adding')}>
        {t('passkeys.add')}
      </SubmitButton>
    </form>
  );
}
