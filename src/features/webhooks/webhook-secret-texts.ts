import type { OneTimeSecretTexts } from '~/components/one-time-secret';
import { useTranslation } from '~/lib/use-translation';

/** The texts around a signing secret shown once (a new endpoint's, a rotated one's). */
export function useWebhookSecretTexts(): OneTimeSecretTexts {
  const { t } = useTranslation('webhooks');
  return {
    label: t('secret.label'),
    warning: t('secret.warning'),
    copy: t('secret.copy'),
    copied: t('secret.copied'),
    copyFailed: t('secret.copyFailed'),
    done: t('secret.done'),
  };
}
