import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { hasUnsavedChanges, useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { FormCard } from '~/components/form-card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { useTranslatedError } from '~/lib/use-translated-error';
import { useViewer } from '~/lib/use-viewer';
import { api } from '~/api/client';
import { ROLE_NAMES } from '~/lib/permissions';
import { userInputSchema, type ManagedUser, type UserInput } from './user.schema';
import { userQueries } from './user-queries';
import { userRefusalOf, useUserRefusal } from './use-user-refusal';
import { useNotifyFailure } from '~/lib/use-refusal-message';

/** The one form for a new user and for an existing one: name, e-mail, role. */
export function UserForm({ user }: { user?: ManagedUser }) {
  const { t } = useTranslation('users');
  const notifyFailure = useNotifyFailure();
  const translateError = useTranslatedError();
  const describeRefusal = useUserRefusal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const editingSelf = Boolean(user && viewer?.id === user.id);
  const saved = useRef(false);
  const form = useForm<UserInput>({
    resolver: zodResolver(userInputSchema),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: (user?.role as UserInput['role']) ?? 'user',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const save = useMutation({
    mutationFn: (input: UserInput) => {
      const parsed = userInputSchema.parse(input);
      return user ? api.users.update({ ...parsed, id: user.id }) : api.users.create(parsed);
    },
    onSuccess: async (result) => {
      saved.current = true;
      queryClient.setQueryData(userQueries.detail(result.id).queryKey, result);
      await queryClient.invalidateQueries({ queryKey: userQueries.all() });
      toast.success(user ? t('form.updated') : t('form.created'));
      await navigate({ to: '/manager/users/$id', params: { id: result.id } });
    },
    onError: (error) => {
      if (userRefusalOf(error) === 'duplicate-email') {
        form.setError('email', { message: t('refusals.duplicate-email') }, { shouldFocus: true });
        return;
      }
      notifyFailure(error, describeRefusal(error, t('form.failed')));
    },
  });

  return (
    <FormCard
      title={user ? t('form.updateTitle') : t('form.createTitle')}
      onSubmit={form.handleSubmit((input) => save.mutateAsync(input).catch(() => {}))}
      submitLabel={t('form.submit')}
      pendingLabel={t('form.saving')}
      pending={isSubmitting}
      hasUnsavedChanges={() => hasUnsavedChanges(form) && !saved.current}
    >
      <FormField label={t('fields.name')} error={translateError(errors.name?.message)}>
        <Input autoFocus autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t('fields.email')} error={translateError(errors.email?.message)}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('fields.role')} error={translateError(errors.role?.message)}>
        <Select disabled={editingSelf} {...form.register('role')}>
          {ROLE_NAMES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {editingSelf ? <p className="text-sm text-muted-foreground">{t('form.ownRole')}</p> : null}
    </FormCard>
  );
}
