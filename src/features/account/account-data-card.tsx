import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { CodeField } from '~/components/code-field';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { DialogFormActions } from '~/components/ui/dialog-form';
import { FormAlert } from '~/components/ui/form-alert';
import { FormDialog } from '~/components/ui/form-dialog';
import { refusalOf } from '~/lib/refusal';
import { codeFormSchema, type CodeFormInput } from '~/lib/schemas';
import { useForm } from '~/lib/use-form';
import { useNotifyFailure, useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';
import type { Viewer } from '~/lib/viewer';
import { api } from '~/api/client';

/** Download my data as JSON; delete my account, confirmed by a fresh code. */
export function AccountDataCard({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('account');
  const notifyFailure = useNotifyFailure();
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    try {
      const data = await api.account.export();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = Object.assign(document.createElement('a'), { href: url, download: 'folio-my-data.json' });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyFailure(error, t('data.downloadFailed'));
    }
  };

  const openDeletion = async (open: boolean) => {
    if (!open) return setDeleting(false);
    try {
      await api.account.requestDeletion();
      setDeleting(true);
    } catch (error) {
      notifyFailure(error, t('data.deleteFailed'));
    }
  };

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{t('data.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('data.description')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void download()}>
          {t('data.download')}
        </Button>
        <Button variant="destructive" onClick={() => void openDeletion(true)}>
          {t('data.delete')}
        </Button>
      </div>
      <FormDialog
        open={deleting}
        onOpenChange={(open) => void openDeletion(open)}
        title={t('data.deleteTitle')}
        description={t('data.deleteCodeSent', { email: viewer.email })}
      >
        <DeleteAccountForm />
      </FormDialog>
    </Card>
  );
}

/** The code that confirms the deletion; the last admin is told why they cannot leave. */
function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const queryClient = useQueryClient();
  const translateError = useTranslatedError();
  const describeRefusal = useRefusalMessage();
  const [failure, setFailure] = useState<ReactNode>();
  const form = useForm<CodeFormInput>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const confirm = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      await api.account.delete({ code });
      toast.success(t('data.deleted'));
      queryClient.clear();
      await router.navigate({ to: '/login' });
    } catch (error) {
      const { reason } = refusalOf(error);
      setFailure(
        reason === 'last-admin'
          ? t('data.lastAdmin')
          : reason === 'only-owner'
            ? t('data.onlyOwner')
            : describeRefusal(error, t('data.deleteFailed')),
      );
    }
  });

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void confirm(event)}>
      <CodeField
        label={t('email.code')}
        error={translateError(form.formState.errors.code?.message)}
        {...form.register('code')}
      />
      <FormAlert message={failure} />
      <DialogFormActions
        submitLabel={t('data.deleteConfirm')}
        submitVariant="destructive"
        pending={form.formState.isSubmitting}
      />
    </form>
  );
}
