import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEMO_MODE_ERROR } from './demo-mode';
import { refusalOf } from './refusal';
import { isAuthCode, isRequestRefusal } from './refusal-codes';

/**
 * The one reader of refusals: turns a better-auth or an oRPC refusal into a translated sentence. A
 * throttle's 429 says how long to wait (seconds, or minutes from two minutes on); a known code says what
 * went wrong; anything else is `fallback` (the action's own failure text).
 */
export function useRefusalMessage() {
  const { t, i18n } = useTranslation(['common', 'auth']);
  return (error: unknown, fallback?: string): string => {
    const { code, retryAfter } = refusalOf(error);
    if (code === 'TOO_MANY_REQUESTS' && retryAfter) {
      const inMinutes = retryAfter >= 120;
      const wait = new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: inMinutes ? 'minute' : 'second',
        unitDisplay: 'long',
      }).format(Math.ceil(inMinutes ? retryAfter / 60 : retryAfter));
      return t('auth:throttle.wait', { wait });
    }
    // A form posted before hydration comes back with the code alone: no demo dialog opened for it.
    if (code === DEMO_MODE_ERROR) return t('demo.message');
    if (isAuthCode(i18n, code)) return t(`auth:codes.${code}`);
    if (isRequestRefusal(i18n, code)) return t(`refusals.${code}`);
    return fallback ?? t('auth:codes.UNKNOWN_ERROR');
  };
}

/**
 * Toasts why an action failed — unless the server refused it because this is a read-only demo, which
 * the demo dialog already says.
 */
export function useNotifyFailure() {
  const describe = useRefusalMessage();
  return (error: unknown, fallback: string): void => {
    if (refusalOf(error).code === DEMO_MODE_ERROR) return;
    toast.error(describe(error, fallback));
  };
}
