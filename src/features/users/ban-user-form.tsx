import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { DialogForm } from '~/components/ui/dialog-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
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
    <DialogForm
      title={t('ban.title', { email: user.email })}
      description={t('ban.description')}
      onClose={onClose}
      onSubmit={form.handleSubmit((input) => ban.mutateAsync(input).catch(() => {}))}
      submitLabel={t('ban.confirm')}
      submitVariant="destructive"
      pending={isSubmitting}
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
    </DialogForm>
  );
}
