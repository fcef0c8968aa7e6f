import { useAlertTone } from './alert-tone';
import { useNow } from './use-now';
import { useTranslation } from './use-translation';
import { secondsLeft, waitText } from './retry-after';

const TICK_MS = 1_000;

/**
 * "Please wait: try again in 57 sec", counting down each second from the `seconds` a refusal's
 * Retry-After gave (ending at `until`), then "You can try again now.", no longer an error but a neutral
 * status. Screen readers hear the wait once, as it was received, and then the end, rather than every second.
 *
 * In lib rather than components because lib's useRefusalMessage renders it.
 */
export function RetryCountdown({ until, seconds }: { until: number; seconds: number }) {
  const { t, i18n } = useTranslation('auth');
  const current = useNow(TICK_MS);
  // Never more than was received, whatever the clock read before its first tick.
  const left = Math.min(seconds, secondsLeft(until, current));
  useAlertTone(left === 0 ? 'neutral' : 'error');
  if (left === 0) return t('throttle.ready');
  return (
    <>
      <span aria-hidden="true" suppressHydrationWarning>
        {t('throttle.wait', { wait: waitText(left, i18n.language) })}
      </span>
      <span className="sr-only">{t('throttle.wait', { wait: waitText(seconds, i18n.language) })}</span>
    </>
  );
}
