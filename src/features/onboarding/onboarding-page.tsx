import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { PersonNameField } from '~/components/person-name-field';
import { FormAlert } from '~/components/ui/form-alert';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { api } from '~/api/client';
import { AuthLayout } from '~/components/auth-layout';
import { useTranslatedError } from '~/lib/use-translated-error';
import { viewerQueryKey } from '~/lib/viewer';
import { nameFormSchema, type NameFormInput } from '~/lib/schemas';
import { useNotifyFailure } from '~/lib/use-refusal-message';
import { usePostedError } from '~/lib/use-posted-error';

export function OnboardingPage({
  email,
  name,
  next,
  error,
}: {
  email: string;
  name: string;
  next: string;
  /** Why a natively posted name was refused (an API code). */
  error?: string;
}) {
  const { t } = useTranslation('onboarding');
  const notifyFailure = useNotifyFailure();
  const translateError = useTranslatedError();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<NameFormInput>({ resolver: zodResolver(nameFormSchema), defaultValues: { name } });

  const posted = usePostedError(error);

  const onSubmit = form.handleSubmit(async (input) => {
    posted.clear();
    try {
      const { name } = await api.onboarding.complete(input);
      await queryClient.resetQueries({ queryKey: viewerQueryKey });
      toast.success(t('success', { name }));
      await router.navigate({ href: next });
    } catch (error) {
      notifyFailure(error, t('failed'));
    }
  });

  return (
    <AuthLayout title={t('title')} description={t('description')}>
      <p className="text-sm">{t('signedInWith', { email })}</p>
      <PostForm onSubmit={onSubmit} className="space-y-4">
        <PersonNameField
          label={t('nameLabel')}
          error={translateError(form.formState.errors.name?.message ?? posted.fieldError)}
          {...form.register('name')}
        />
        <FormAlert message={posted.code ? t('failed') : undefined} />
        <SubmitButton className="w-full" pending={form.formState.isSubmitting}>
          {t('submit')}
        </SubmitButton>
      </PostForm>
    </AuthLayout>
  );
}
