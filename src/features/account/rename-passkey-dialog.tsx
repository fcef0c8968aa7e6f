import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { api } from '~/api/client';
import { Button } from '~/components/ui/button';
import { DialogFormActions } from '~/components/ui/dialog-form';
import { FormDialog } from '~/components/ui/form-dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameFormSchema, type PasskeyNameForm } from '~/lib/passkey-name';
import { useAction } from '~/lib/use-action';
import { useForm } from '~/lib/use-form';
import { useTranslatedError } from '~/lib/use-translated-error';
import { passkeyQueries } from './passkey-queries';

/** "Rename": a dialog with the passkey's name, checked as the server checks it. */
export function RenamePasskeyDialog({
  passkeyId,
  name,
  label,
}: {
  passkeyId: string;
  name: string;
  /** The name shown in the list (a stand-in when it has none), for the button's accessible name. */
  label: string;
}) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t('passkeys.renameTitle')}
      trigger={
        <Button variant="outline" aria-label={`${t('passkeys.rename')}: ${label}`}>
          {t('passkeys.rename')}
        </Button>
      }
    >
      {open ? <RenameForm passkeyId={passkeyId} name={name} onDone={() => setOpen(false)} /> : null}
    </FormDialog>
  );
}

function RenameForm({ passkeyId, name, onDone }: { passkeyId: string; name: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const translateError = useTranslatedError();
  const form = useForm<PasskeyNameForm>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name },
  });
  const rename = useAction({
    run: (newName: string) => api.account.passkeys.rename({ passkeyId, name: newName }),
    success: t('passkeys.renamed'),
    failure: () => t('passkeys.renameFailed'),
    invalidates: passkeyQueries.all(),
    onDone,
  });
  const save = form.handleSubmit(async ({ name: newName }) => {
    await rename.mutateAsync(newName).catch(() => undefined);
  });
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void save(event)}>
      <FormField
        label={t('passkeys.renameLabel')}
        error={translateError(form.formState.errors.name?.message)}
      >
        <Input autoComplete="off" maxLength={PASSKEY_NAME_MAX_LENGTH} {...form.register('name')} />
      </FormField>
      <DialogFormActions submitLabel={t('passkeys.save')} pending={form.formState.isSubmitting} />
    </form>
  );
}
