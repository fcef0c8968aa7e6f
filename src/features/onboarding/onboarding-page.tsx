import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { api } from '~/lib/orpc';
import { AuthLayout } from '~/features/auth/auth-layout';
import { useTranslatedError } from '~/features/auth/use-translated-error';
import { viewerQuery } from '~/features/session/session-queries';
import { onboardingSchema, type OnboardingInput } from './onboarding.schema';
import { notifyFailure } from '~/lib/notify-failure';

export function OnboardingPage({ email, name, next }: { email: string; name: string; next: string }) {
  const { t } = useTranslation('onboarding');
  const translateError = useTranslatedError();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<OnboardingInput>({ resolver: zodResolver(onboardingSchema), defaultValues: { name } });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { name } = await api.onboarding.complete(input);
      await queryClient.resetQueries({ queryKey: viewerQuery.queryKey });
      toast.success(t('success', { name }));
      await router.navigate({ href: next });
    } catch (error) {
      notifyFailure(error, t('failed'));
    }
  });

  return (
    <AuthLayout title={t('title')} description={t('description')}>
      <p className="text-sm">{t('signedInWith', { email })}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label={t('nameLabel')} error={translateError(form.formState.errors.name?.message)}>
          <Input autoComplete="name" autoFocus {...form.register('name')} />
        </FormField>
        <SubmitButton className="w-full" pending={form.formState.isSubmitting} pendingLabel={t('submit')}>
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
