import { npmStartArguments } from '../bench/running-folio';
import { setUpAuthenticator } from './support/authenticator-app';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, expect, test } from './support/fixtures';
import { codeFor, mailMark, withEmailLock } from './support/mail';
import { ADMIN_POLICY_PORT, SMTP_PORT } from './support/ports';
import { run, stopRunningProcesses, waitUntilListening } from './support/processes';
import { E2E_AUTH_SECRET } from './support/secrets';

// A Folio of its own with the admin policy on, started once: the desktop project runs this file
// (playwright.config.ts), and the test checks the phone's size itself.

test.afterEach(stopRunningProcesses);

test('with REQUIRE_ADMIN_SECOND_FACTOR, an admin must set one up before the administration opens', async ({
  page,
}) => {
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
      AUTH_SECRET: E2E_AUTH_SECRET,
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
