import { describe, expect, it } from 'vitest';
import { POSTED_NOTICE_COOKIE, postedNoticeCookie, readPostedNotice } from './posted-notice';

/** The Cookie header a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('a natively posted form’s notice', () => {
  it('reaches the next page as it was left, among other cookies', () => {
    const cookie = postedNoticeCookie(
      { ns: 'onboarding', key: 'success', values: { name: 'Zoë; O’Brien=1' } },
      true,
    );
    expect(cookie).toMatch(/; Path=\/; Max-Age=60; SameSite=Lax; Secure$/);
    expect(readPostedNotice(`theme=dark; ${sentBack(cookie)}; lang=fr`)).toEqual({
      ns: 'onboarding',
      key: 'success',
      values: { name: 'Zoë; O’Brien=1' },
    });
  });

  it('is nothing when absent, malformed or not one of Folio’s texts', () => {
    const notice = (value: unknown) => `${POSTED_NOTICE_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    expect(readPostedNotice('theme=dark')).toBeNull();
    expect(readPostedNotice(`${POSTED_NOTICE_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(readPostedNotice(notice({ ns: 'elsewhere', key: 'success' }))).toBeNull();
    expect(readPostedNotice(notice({ ns: 'onboarding', key: '<script>' }))).toBeNull();
    expect(readPostedNotice(notice({ ns: 'onboarding', key: 'success', values: { name: 1 } }))).toBeNull();
    expect(readPostedNotice(notice({ ns: 'account', key: 'profile.nameUpdated' }))).toEqual({
      ns: 'account',
      key: 'profile.nameUpdated',
    });
  });
});
