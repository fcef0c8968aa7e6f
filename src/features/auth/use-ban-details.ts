import { useTranslation } from '~/lib/use-translation';

/**
 * " Reason: … The ban ends on …" for a banned person's refusal (they proved they own the account, by
 * a code or a passkey); empty for any other refusal.
 */
export function useBanDetails() {
  const { t, i18n } = useTranslation('auth');
  return (error: unknown): string => {
    const { banReason, banExpires } = (error ?? {}) as {
      banReason?: string | null;
      banExpires?: string | null;
    };
    const parts = [
      banReason ? t('banned.reason', { reason: banReason }) : '',
      banExpires
        ? t('banned.until', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(banExpires)),
          })
        : '',
    ].filter(Boolean);
    return parts.length ? ` ${parts.join(' ')}` : '';
  };
}
