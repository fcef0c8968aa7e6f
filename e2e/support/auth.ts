import type { Locator, Page } from '@playwright/test';
import { clientIpOf, expect } from './fixtures';
import { codeFor, mailMark, withEmailLock } from './mail';
import { BASE_URL } from './ports';

/**
 * Opens `path` with a full page load, and no more: like a person, the test may type and click at once.
 * Links work before hydration, and every control that needs JavaScript is disabled until it works,
 * so Playwright's actionability checks wait for it as a person would see it greyed out.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/** Leaves sign-in: waits until the browser is on a page outside /login. */
export async function waitUntilSignedIn(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * On the (hydrated) /login page: types the e-mail, asks for a code, reads it from the captured
 * e-mail, types it and signs in, the way a person would. Resolves once the browser has left /login.
 */
export async function completeSignIn(page: Page, email: string): Promise<void> {
  await withEmailLock(email, async () => {
    const mark = await mailMark();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page).toHaveURL(/\/login\/verify\?/);
    await page.getByLabel('Code').fill(await codeFor(email, mark));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitUntilSignedIn(page);
  });
}

/** Signs in through the real UI from /login (with `redirect` as the login page's redirect parameter). */
export async function signInThroughForm(
  page: Page,
  email: string,
  options: { redirect?: string } = {},
): Promise<void> {
  const query = options.redirect === undefined ? '' : `?redirect=${encodeURIComponent(options.redirect)}`;
  await openPage(page, `/login${query}`);
  await completeSignIn(page, email);
}

/**
 * Signs in for a test about what comes after: the two requests the sign-in form makes (send a code,
 * check it), from the page's own request context so that the session cookie lands in its browser, then
 * opens `redirect` (or the home page, which sends each person to their area or to onboarding): a test
 * that starts on another page names it there, rather than loading the home page first and its own page
 * after it, while the home page may still be hydrating. The tests of signing in itself (sign-in,
 * sign-out, without-scripts, slow-phone, social, passkeys, the second factor) go through the form.
 */
export async function signIn(page: Page, email: string, options: { redirect?: string } = {}): Promise<void> {
  // As the browser's form sends them: from Folio's own origin, and from this test's own address.
  const headers = { origin: BASE_URL, 'x-forwarded-for': clientIpOf(page.context()) ?? '127.0.0.1' };
  await withEmailLock(email, async () => {
    const mark = await mailMark();
    const sent = await page.request.post('/api/auth/email-otp/send-verification-otp', {
      data: { email, type: 'sign-in' },
      headers,
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const otp = await codeFor(email, mark);
    const signedIn = await page.request.post('/api/auth/sign-in/email-otp', {
      data: { email, otp },
      headers,
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  });
  await openPage(page, options.redirect ?? '/');
  await waitUntilSignedIn(page);
}

/** Presses Tab until `target` has the keyboard focus (at most `maxPresses` times). */
export async function tabTo(page: Page, target: Locator, maxPresses = 15): Promise<void> {
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} did not receive focus after ${maxPresses} Tab presses`);
}
