import type { ParseKeys } from 'i18next';
import { readCookie } from './cookies';
import { NAMESPACES } from './i18n-options';

type Namespace = (typeof NAMESPACES)[number];

/**
 * A success notice for a form that was posted natively (clicked before the page's scripts ran): the
 * hydrated form shows it as a toast, and the 303 that answers the native post carries it in a cookie
 * for the page it leads to, which shows it once and clears it. A translation key, never text.
 */
export type PostedNotice = {
  [Ns in Namespace]: { ns: Ns; key: ParseKeys<Ns>; values?: Record<string, string> };
}[Namespace];

export const POSTED_NOTICE_COOKIE = 'folio-notice';

/** Read at the next page, a moment later; a browser without scripts lets it lapse. */
const LIFETIME_SECONDS = 60;

/** The Set-Cookie header that hands `notice` to the next page. */
export function postedNoticeCookie(notice: PostedNotice, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(notice));
  return `${POSTED_NOTICE_COOKIE}=${value}; Path=/; Max-Age=${LIFETIME_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The notice in a Cookie header (document.cookie), or null when there is none or it is not Folio's. */
export function readPostedNotice(cookies: string): PostedNotice | null {
  const value = readCookie(cookies, POSTED_NOTICE_COOKIE);
  if (value === undefined) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return isPostedNotice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The header value that removes the notice once shown. */
export const CLEARED_POSTED_NOTICE = `${POSTED_NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

function isPostedNotice(value: unknown): value is PostedNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { ns, key, values } = value as Record<string, unknown>;
  return (
    (NAMESPACES as readonly unknown[]).includes(ns) &&
    typeof key === 'string' &&
    /^[\w.]{1,80}$/.test(key) &&
    (values === undefined ||
      (typeof values === 'object' &&
        values !== null &&
        Object.values(values).every((text) => typeof text === 'string' && text.length <= 320)))
  );
}
