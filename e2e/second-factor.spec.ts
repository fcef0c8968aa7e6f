import type { BrowserContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { npmStartArguments } from '../bench/running-folio';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, expect, test, uniqueEmail } from './support/fixtures';
import { codeFor, mailMark, messageFor, withEmailLock } from './support/mail';
import { ADMIN_POLICY_PORT, SMTP_PORT } from './support/ports';
import { run, stopRunningProcesses, waitUntilListening } from './support/processes';

test.afterEach(stopRunningProcesses);

/** What setting up the authenticator app showed: its secret (as the app holds it) and the backup codes. */
interface Authenticator {
  totp: OTPAuth.TOTP;
  backupCodes: string[];
}

/** The code the app shows now. */
const codeOf = (totp: OTPAuth.TOTP) => totp.generate();

/** A six-digit code the app would not accept around now. */
function wrongCode(totp: OTPAuth.TOTP): string {
  const now = Date.now();
  const near = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: now + step * 30_000 })));
  let code = 100_000;
  while (near.has(String(code))) code += 1;
  return String(code);
}

/** A fresh account, signed in and onboarded. */
async function freshAccount(page: Page): Promise<string> {
  const email = uniqueEmail('second-factor');
  await signIn(page, email);
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('layout-app')).toBeVisible();
  return email;
}

/** On a page with the enrolment: scans the QR code's secret (typed in by hand), confirms, keeps the codes. */
async function setUpAuthenticator(page: Page): Promise<Authenticator> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add Folio to your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.trim()), digits: 6, period: 30 });
  await page.getByLabel('The 6-digit code the app shows').fill(wrongCode(totp));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('The code is not right.', { exact: false })).toBeVisible();
  await page.getByLabel('The 6-digit code the app shows').fill(codeOf(totp));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const list = page.getByTestId('backup-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  return { totp, backupCodes };
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
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off: the e-mail code alone signs you in.');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
  const { totp, backupCodes } = await setUpAuthenticator(page);
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
  await secondStep(page, codeOf(totp));
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

  // Trusted, this browser skips the second step at its next sign-in.
  await secondStep(page, codeOf(totp), { trust: true });
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
  await secondStep(page, codeOf(totp));
  await expect(page.getByText('Too many wrong codes. Sign in again to get new attempts.')).toBeVisible();

  await context.clearCookies();
  await firstFactor(page, email);
  for (let attempt = 7; attempt <= 10; attempt += 1) {
    await secondStep(page, wrongCode(totp));
    await expect(page.getByRole('alert').filter({ hasText: 'The code is not right.' })).toBeVisible();
  }
  // Even the right code waits now: the refusal says for how long, and counts down.
  await secondStep(page, codeOf(totp));
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
  await secondStep(plain, codeOf(totp));
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
  await signIn(admin, ADMIN.email);
  await openPage(admin, `/manager/users?searchTerm=${encodeURIComponent(email)}`);
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

test('with REQUIRE_ADMIN_SECOND_FACTOR, an admin must set one up before the administration opens', async ({
  page,
}, testInfo) => {
  // One server of its own, started once: the phone's sizes are checked in the same test.
  test.skip(testInfo.project.name !== 'desktop', 'runs once, checking both sizes');
  test.setTimeout(240_000);
  const baseUrl = `http://127.0.0.1:${ADMIN_POLICY_PORT}`;
  const server = run(process.execPath, npmStartArguments(), {
    cwd: process.cwd(),
    env: {
      PORT: String(ADMIN_POLICY_PORT),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      EMAIL_SERVER: `smtp://127.0.0.1:${SMTP_PORT}`,
      AUTH_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnop',
      LOG_LEVEL: 'info',
      TRUSTED_PROXY: 'true',
      CODE_RESEND_SECONDS: '0',
      REQUIRE_ADMIN_SECOND_FACTOR: 'true',
    },
  });
  await waitUntilListening(server, baseUrl);

  await withEmailLock(ADMIN.email, async () => {
    await page.goto(`${baseUrl}/login?redirect=%2Fmanager%2Fusers`);
    const mark = await mailMark();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Code').fill(await codeFor(ADMIN.email, mark));
    await page.getByRole('button', { name: 'Sign in' }).click();
  });
  await expect(page).toHaveURL(/\/second-factor\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // No way around it: the administration sends back here.
  await page.goto(`${baseUrl}/manager/dashboard`);
  await expect(page).toHaveURL(/\/second-factor\?redirect=/);

  const { backupCodes } = await setUpAuthenticator(page);
  expect(backupCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(`${baseUrl}/manager/dashboard`);
  await expect(page.getByTestId('layout-manager')).toBeVisible();
});
