import { createElement, type ReactNode } from 'react';
import { useTranslation } from './use-translation';
import { toast } from '~/lib/toast';
import { DEMO_MODE_ERROR } from './demo-mode';
import { refusalOf } from './refusal';
import { isAuthCode, isRequestRefusal } from './refusal-codes';
import { RetryCountdown } from './retry-countdown';

/** A throttle's toast stays until its countdown ends, when that is within this many seconds. */
const LONGEST_COUNTDOWN_TOAST_SECONDS = 120;

/**
 * When the wait a refusal asked for ends: fixed the first time the refusal is described, so that a page
 * which describes it again on every render keeps counting down rather than starting over.
 */
const deadlines = new WeakMap<object, number>();

function deadlineOf(error: unknown, retryAfter: number): number {
  const deadline = Date.now() + retryAfter * 1000;
  if (typeof error !== 'object' || error === null) return deadline;
  if (!deadlines.has(error)) deadlines.set(error, deadline);
  return deadlines.get(error)!;
}

/**
 * The one reader of refusals: turns a better-auth or an oRPC refusal into a translated message. A
 * throttle's 429 counts down the wait its Retry-After gave ("try again in 57 sec"), to the second; a
 * known code says what went wrong; anything else is `fallback` (the action's own failure text).
 */
export function useRefusalMessage() {
  const { t, i18n } = useTranslation(['common', 'auth']);
  return (error: unknown, fallback?: string): ReactNode => {
    const { code, retryAfter } = refusalOf(error);
    if (code === 'TOO_MANY_REQUESTS' && retryAfter) {
      const seconds = Math.ceil(retryAfter);
      return createElement(RetryCountdown, { until: deadlineOf(error, seconds), seconds });
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
 * the demo dialog already says. A throttle's toast stays while its countdown runs (up to two minutes).
 */
export function useNotifyFailure() {
  const describe = useRefusalMessage();
  return (error: unknown, fallback?: string): void => {
    const { code, retryAfter } = refusalOf(error);
    if (code === DEMO_MODE_ERROR) return;
    const countdown =
      code === 'TOO_MANY_REQUESTS' && retryAfter && retryAfter <= LONGEST_COUNTDOWN_TOAST_SECONDS;
    // The toast then says "You can try again now" for a few seconds before it goes.
    toast.error(describe(error, fallback), countdown ? { duration: (Math.ceil(retryAfter) + 4) * 1000 } : {});
  };
}

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
