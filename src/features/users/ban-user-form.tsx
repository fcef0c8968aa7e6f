import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { dialogActionsClass } from '~/components/ui/dialog-styles';
import { FormDialog, FormDialogClose } from '~/components/ui/form-dialog';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { useTranslatedError } from '~/lib/use-translated-error';
import { api } from '~/api/client';
import { BAN_REASON_MAX_LENGTH, banInputSchema, type BanInput, type ManagedUser } from './user.schema';
import { useUserAction } from './use-user-action';

/** BanUserDialog's dialog, open (loaded by ban-user-dialog.tsx when it opens). */
export default function BanUserForm({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation('users');
  const translateError = useTranslatedError();
  const form = useForm<BanInput>({
    resolver: zodResolver(banInputSchema),
    defaultValues: { reason: '', expiresAt: null },
  });
  const ban = useUserAction({
    run: (input: BanInput) => api.users.ban({ ...banInputSchema.parse(input), id: user.id }),
    success: t('ban.success'),
    failure: t('ban.failed'),
    onDone: onClose,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('ban.title', { email: user.email })}
      description={t('ban.description')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((input) => ban.mutateAsync(input).catch(() => {}))}
      >
        <FormField label={t('ban.reason')} error={translateError(errors.reason?.message)}>
          <Input maxLength={BAN_REASON_MAX_LENGTH} {...form.register('reason')} />
        </FormField>
        <FormField label={t('ban.expires')} error={translateError(errors.expiresAt?.message)}>
          <Input
            type="date"
            {...form.register('expiresAt', { setValueAs: (value: string) => value || null })}
          />
        </FormField>
        <div className={dialogActionsClass}>
          <FormDialogClose asChild>
            <Button variant="outline">{t('cancel', { ns: 'common' })}</Button>
          </FormDialogClose>
          <SubmitButton variant="destructive" pending={isSubmitting}>
            {t('ban.confirm')}
          </SubmitButton>
        </div>
      </form>
    </FormDialog>
  );
}
