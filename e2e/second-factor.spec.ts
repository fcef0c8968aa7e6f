import type { BrowserContext, Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, expect, test, uniqueEmail } from './support/fixtures';
import { codeFor, mailMark, messageFor, withEmailLock } from './support/mail';
import { codeOf, setUpAuthenticator, wrongCode } from './support/authenticator-app';

/** A fresh account, signed in and onboarded. */
async function freshAccount(page: Page): Promise<string> {
  const email = uniqueEmail('second-factor');
  await signIn(page, email);
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('layout-app')).toBeVisible();
  return email;
}

/** Signs out, keeping what the browser keeps beyond a session (a trusted device's cookie). */
async function signOutKeepingDevice(context: BrowserContext) {
  const kept = (await context.cookies()).filter((cookie) => cookie.name.includes('trust_device'));
  await context.clearCookies();
  if (kept.length) await context.addCookies(kept);
}

/** The e-mail code, up to the second step's page. */
async function firstFactor(page: Page, email: string, options: { redirect?: string } = {}) {
  await withEmailLock(email, async () => {
    const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
    await openPage(page, `/login${query}`);
    const mark = await mailMark();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page).toHaveURL(/\/login\/verify\?/);
    await page.getByLabel('Code').fill(await codeFor(email, mark));
    await page.getByRole('button', { name: 'Sign in' }).click();
  });
}

async function secondStep(page: Page, code: string, options: { trust?: boolean } = {}) {
  await expect(page).toHaveURL(/\/login\/two-factor/);
  // The code page's own field (the e-mail code's page, also "Code", may still show while it loads).
  await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  if (options.trust) await page.getByLabel('Trust this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

test('a person sets up an authenticator app, then signs in with its code, a backup code once, and a trusted device', async ({
  page,
  context,
}) => {
  test.slow();
  const email = await freshAccount(page);
  await openPage(page, '/app/account');
  const status = page.getByTestId('two-factor-status');
  await expect(status).toHaveText('Off: the e-mail code alone signs you in.');
  // The card says what a passkey sign-in does: it asks for no second step.
  await expect(page.getByText('A sign-in with a passkey skips this step')).toBeVisible();
  // Begun but not confirmed by a code from the app: not on yet, and not off as if nothing happened.
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(status).toHaveText('Not on yet: confirm a code from the app to turn it on.');
  await page.reload();
  await expect(status).toHaveText('Off: the e-mail code alone signs you in.');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
  const { totp, backupCodes } = await setUpAuthenticator(page);
  // Confirmed, it is on while the backup codes are on screen.
  await expect(status).toHaveText('On: sign-ins ask for your authenticator app.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText(
    'On: sign-ins ask for your authenticator app.',
  );
  await expectNoAxeViolations(page);

  // The e-mail code alone no longer signs in: the second step asks for the app's code.
  await context.clearCookies();
  await firstFactor(page, email, { redirect: '/app/books' });
  await expect(page).toHaveURL(/\/login\/two-factor\?redirect=%2Fapp%2Fbooks/);
  await expectNoAxeViolations(page);
  expect((await context.cookies()).some((cookie) => cookie.name.includes('session_token'))).toBe(false);
  await secondStep(page, wrongCode(totp));
  await expect(
    page.getByText('The code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  await secondStep(page, await codeOf(totp));
  await expect(page).toHaveURL(/\/app\/books/);

  // A backup code works once.
  await context.clearCookies();
  await firstFactor(page, email);
  await secondStep(page, backupCodes[0]!);
  await expect(page.getByTestId('layout-app')).toBeVisible();
  await context.clearCookies();
  await firstFactor(page, email);
  await secondStep(page, backupCodes[0]!);
  await expect(page.getByText('This backup code is not right, or it was already used.')).toBeVisible();

  // Trusted, this browser skips the second step at its next sign-in. (A backup code: the app's third code
  // in this test would mean waiting up to 30 s for it.)
  await secondStep(page, backupCodes[1]!, { trust: true });
  await expect(page.getByTestId('layout-app')).toBeVisible();
  await signOutKeepingDevice(context);
  await firstFactor(page, email);
  await expect(page.getByTestId('layout-app')).toBeVisible();
});

test('wrong codes run out: five per sign-in, then a wait the page counts down', async ({ page, context }) => {
  test.slow();
  const email = await freshAccount(page);
  await openPage(page, '/app/account');
  const { totp } = await setUpAuthenticator(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  await context.clearCookies();
  await firstFactor(page, email);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await secondStep(page, wrongCode(totp));
    await expect(page.getByRole('alert').filter({ hasText: 'The code is not right.' })).toBeVisible();
  }
  // The right code, refused all the same (and so not spent: it is tried again below).
  const code = await codeOf(totp);
  await secondStep(page, code);
  await expect(page.getByText('Too many wrong codes. Sign in again to get new attempts.')).toBeVisible();

  await context.clearCookies();
  await firstFactor(page, email);
  for (let attempt = 7; attempt <= 10; attempt += 1) {
    await secondStep(page, wrongCode(totp));
    await expect(page.getByRole('alert').filter({ hasText: 'The code is not right.' })).toBeVisible();
  }
  // Even the right code waits now: the refusal says for how long, and counts down.
  await secondStep(page, code);
  await expect(page.getByText(/Please wait: try again in \d+ min/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\/two-factor/);
});

test('the second step works before any script runs', async ({ browser, page }) => {
  test.slow();
  const email = await freshAccount(page);
  await openPage(page, '/app/account');
  const { totp } = await setUpAuthenticator(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' },
  });
  const plain = await noScripts.newPage();
  await firstFactor(plain, email, { redirect: '/app/books' });
  await secondStep(plain, wrongCode(totp));
  await expect(
    plain.getByText('The code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  await secondStep(plain, await codeOf(totp));
  await expect(plain).toHaveURL(/\/app\/books/);
  await noScripts.close();
});

test('an admin resets a person’s second factor; the person is told and signs in with the e-mail code alone', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  const email = await freshAccount(page);
  await openPage(page, '/app/account');
  await setUpAuthenticator(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.2' } });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, { redirect: `/manager/users?searchTerm=${encodeURIComponent(email)}` });
  await admin.getByRole('link', { name: 'Grace Hopper' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expectNoAxeViolations(admin);
  const mark = await mailMark();
  await admin.getByRole('button', { name: 'Reset second factor' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Reset this person’s second factor?' });
  await dialog.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(admin.getByText('Second factor reset', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reset second factor' })).toHaveCount(0);
  expect((await messageFor(email, mark)).subject).toBe('Your Folio two-factor authentication was reset');
  await adminContext.close();

  await context.clearCookies();
  await firstFactor(page, email);
  await expect(page.getByTestId('layout-app')).toBeVisible();
});
