import { ORPCError } from '@orpc/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { dialogActionsClass } from '~/components/ui/dialog-styles';
import { FormDialog, FormDialogClose } from '~/components/ui/form-dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { codeSchema } from '~/lib/schemas';
import type { Viewer } from '~/features/session/session.functions';
import { api } from '~/api/client';
import { notifyFailure } from '~/lib/notify-failure';

/** Download my data as JSON; delete my account, confirmed by a fresh code. */
export function AccountDataCard({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const download = async () => {
    try {
      const data = await api.account.export();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = Object.assign(document.createElement('a'), { href: url, download: 'folio-my-data.json' });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error(t('data.downloadFailed'));
    }
  };

  const openDeletion = async (open: boolean) => {
    setError(undefined);
    if (!open) return setDeleting(false);
    try {
      await api.account.requestDeletion();
      setDeleting(true);
    } catch (error) {
      notifyFailure(error, t('data.deleteFailed'));
    }
  };

  const confirmDeletion = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = codeSchema.safeParse(new FormData(event.currentTarget).get('code'));
    if (!parsed.success) return setError(t(parsed.error.issues[0]!.message as never));
    setPending(true);
    try {
      await api.account.delete({ code: parsed.data });
      toast.success(t('data.deleted'));
      queryClient.clear();
      await router.navigate({ to: '/login' });
    } catch (failure) {
      const data =
        failure instanceof ORPCError
          ? (failure.data as { code?: string; reason?: string } | undefined)
          : undefined;
      if (data?.reason === 'last-admin') setError(t('data.lastAdmin'));
      else if (data?.code)
        setError(t(`codes.${data.code}` as never, { ns: 'auth', defaultValue: t('data.deleteFailed') }));
      else setError(t('data.deleteFailed'));
    } finally {
      setPending(false);
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
        <form noValidate className="space-y-4" onSubmit={(event) => void confirmDeletion(event)}>
          <FormField label={t('email.code')} error={error}>
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </FormField>
          <div className={dialogActionsClass}>
            <FormDialogClose asChild>
              <Button variant="outline">{t('cancel', { ns: 'common' })}</Button>
            </FormDialogClose>
            <SubmitButton variant="destructive" pending={pending} pendingLabel={t('data.deleteConfirm')}>
              {t('data.deleteConfirm')}
            </SubmitButton>
          </div>
        </form>
      </FormDialog>
    </Card>
  );
}
