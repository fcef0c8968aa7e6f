import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { api } from '~/api/client';
import { OneTimeSecret } from '~/components/one-time-secret';
import { Button } from '~/components/ui/button';
import { ChoiceFieldset } from '~/components/ui/choice-fieldset';
import { DialogFormActions } from '~/components/ui/dialog-form';
import { FormDialog } from '~/components/ui/form-dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import {
  API_KEY_NAME_MAX_LENGTH,
  apiKeyNameSchema,
  createApiKeyInputSchema,
  type ApiKeyLifetime,
  type CreateApiKeyInput,
} from '~/lib/api-keys';
import { refusalOf } from '~/lib/refusal';
import { useAction } from '~/lib/use-action';
import { useForm } from '~/lib/use-form';
import { useKeyPermissionNames } from '~/lib/use-key-permission-names';
import { useTranslatedError } from '~/lib/use-translated-error';
import { useTranslation } from '~/lib/use-translation';
import { apiKeyQueries } from './api-key-queries';
import { FreshSignInForm } from './fresh-sign-in-form';
import { Checkbox } from '~/components/ui/checkbox';

type CreatedKey = Awaited<ReturnType<typeof api.account.apiKeys.create>>;

/** What the list says a new key may be given here. */
interface KeyOptions {
  lifetimes: string[];
  grantable: Record<string, string[]>;
}

/** A checkbox's value: one action on one resource ("book:read"). */
const permissionValue = (resource: string, action: string) => `${resource}:${action}`;

const createApiKeyFormSchema = z.object({
  name: apiKeyNameSchema,
  lifetime: createApiKeyInputSchema.shape.lifetime,
  permissions: z.array(z.string()).min(1, { error: 'validation:apiKeyPermissionsRequired' }),
});
type CreateApiKeyForm = z.infer<typeof createApiKeyFormSchema>;

/** The checked boxes as the API takes them: `{ book: ['read', 'create'] }`. */
function asPermissions(values: string[]): CreateApiKeyInput['permissions'] {
  const permissions: Record<string, string[]> = {};
  for (const value of values) {
    const [resource = '', action = ''] = value.split(':');
    (permissions[resource] ??= []).push(action);
  }
  return permissions as CreateApiKeyInput['permissions'];
}

/**
 * "Create an API key": a name, an expiry and permissions (reading books, to begin with), then the key,
 * shown this once, to copy. As adding a passkey, it wants a sign-in from the last minutes: when the
 * session is older the person confirms an e-mail code first, and the key is created right after.
 */
export function CreateApiKeyDialog({ email, ...options }: KeyOptions & { email: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedKey>();
  const close = () => {
    setOpen(false);
    // The key is gone with the dialog: it is never shown again.
    setCreated(undefined);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={created ? t('apiKeys.newKeyTitle') : t('apiKeys.createTitle')}
      trigger={<Button icon={Plus}>{t('apiKeys.create')}</Button>}
    >
      {!open ? null : created ? (
        <NewKey apiKey={created.key} onDone={close} />
      ) : (
        <CreateApiKeyFields email={email} options={options} onCreated={setCreated} />
      )}
    </FormDialog>
  );
}

function CreateApiKeyFields({
  email,
  options,
  onCreated,
}: {
  email: string;
  options: KeyOptions;
  onCreated: (created: CreatedKey) => void;
}) {
  const { t } = useTranslation('account');
  const translateError = useTranslatedError();
  const names = useKeyPermissionNames();
  // Kept while the person confirms a fresh sign-in, and sent right after it.
  const [waiting, setWaiting] = useState<CreateApiKeyInput>();
  const form = useForm<CreateApiKeyForm>({
    resolver: zodResolver(createApiKeyFormSchema),
    defaultValues: {
      name: '',
      lifetime: (options.lifetimes[0] ?? 'never') as ApiKeyLifetime,
      permissions: options.grantable.book?.includes('read') ? [permissionValue('book', 'read')] : [],
    },
  });
  const checked = useWatch({ control: form.control, name: 'permissions' });
  const create = useAction({
    run: (input: CreateApiKeyInput) => api.account.apiKeys.create(input),
    success: t('apiKeys.createdMessage'),
    // A session too old for it asks for a fresh sign-in here, not in a toast.
    failure: (error) => (refusalOf(error).code === 'SESSION_NOT_FRESH' ? null : t('apiKeys.createFailed')),
    invalidates: apiKeyQueries.all(),
    onDone: onCreated,
  });
  const send = async (input: CreateApiKeyInput) => {
    await create.mutateAsync(input).catch((error: unknown) => {
      if (refusalOf(error).code === 'SESSION_NOT_FRESH') setWaiting(input);
    });
  };
  const submit = form.handleSubmit(({ name, lifetime, permissions }) =>
    send({ name, lifetime, permissions: asPermissions(permissions) }),
  );
  const toggle = (value: string, on: boolean) =>
    form.setValue('permissions', on ? [...checked, value] : checked.filter((other) => other !== value), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  if (waiting)
    return (
      <FreshSignInForm
        email={email}
        description={t('apiKeys.freshDescription', { email })}
        onConfirmed={async () => {
          setWaiting(undefined);
          await send(waiting);
        }}
        onCancel={() => setWaiting(undefined)}
      />
    );

  const { errors, isSubmitting } = form.formState;
  const permissionsError = translateError(errors.permissions?.message);
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <FormField
        label={t('apiKeys.nameLabel')}
        hint={t('apiKeys.nameHint')}
        error={translateError(errors.name?.message)}
      >
        <Input autoComplete="off" maxLength={API_KEY_NAME_MAX_LENGTH} {...form.register('name')} />
      </FormField>
      <FormField label={t('apiKeys.lifetimeLabel')} error={translateError(errors.lifetime?.message)}>
        <Select {...form.register('lifetime')}>
          {options.lifetimes.map((lifetime) => (
            <option key={lifetime} value={lifetime}>
              {t(`apiKeys.lifetimes.${lifetime as ApiKeyLifetime}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <ChoiceFieldset
        legend={t('apiKeys.permissionsLabel')}
        hint={t('apiKeys.permissionsHint')}
        error={permissionsError}
      >
        {Object.entries(options.grantable).map(([resource, actions]) => (
          <fieldset key={resource}>
            <legend className="text-sm">{names.resource(resource)}</legend>
            <div className="flex flex-wrap gap-x-4">
              {actions.map((action) => {
                const value = permissionValue(resource, action);
                return (
                  <Checkbox
                    key={action}
                    label={names.action(action)}
                    value={value}
                    aria-label={names.permission(resource, action)}
                    aria-invalid={permissionsError ? true : undefined}
                    checked={checked.includes(value)}
                    onChange={(event) => toggle(value, event.target.checked)}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </ChoiceFieldset>
      <DialogFormActions submitLabel={t('apiKeys.submit')} pending={isSubmitting} />
    </form>
  );
}

/** The new key, this once: selected for copying, a Copy button, and the warning that it goes with "Done". */
function NewKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <OneTimeSecret
      secret={apiKey}
      texts={{
        label: t('apiKeys.keyLabel'),
        warning: t('apiKeys.copyWarning'),
        copy: t('apiKeys.copy'),
        copied: t('apiKeys.copied'),
        copyFailed: t('apiKeys.copyFailed'),
        done: t('apiKeys.done'),
      }}
      onDone={onDone}
      testId="new-api-key"
    />
  );
}
