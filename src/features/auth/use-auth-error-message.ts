import { useTranslation } from 'react-i18next';
import { authErrorCode } from '~/lib/auth-client';

type AuthError = Parameters<typeof authErrorCode>[0] & { retryAfter?: unknown };

/**
 * The translated text of a better-auth failure. A 429 from Folio's throttles carries `retryAfter`
 * (seconds): the text then says how long to wait, in seconds or, from two minutes on, in minutes.
 */
export function useAuthErrorMessage() {
  const { t, i18n } = useTranslation('auth');
  return (error: AuthError | null | undefined): string => {
    const code = authErrorCode(error);
    const retryAfter = Number(error?.retryAfter);
    if (code === 'TOO_MANY_REQUESTS' && Number.isFinite(retryAfter) && retryAfter > 0) {
      const inMinutes = retryAfter >= 120;
      const wait = new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: inMinutes ? 'minute' : 'second',
        unitDisplay: 'long',
      }).format(inMinutes ? Math.ceil(retryAfter / 60) : Math.ceil(retryAfter));
      return t('throttle.wait', { wait });
    }
    return t(`codes.${code}` as never, { defaultValue: t('codes.UNKNOWN_ERROR') });
  };
}
