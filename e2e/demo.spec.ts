import { openPage } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { ADMIN, USER, expect, test } from './support/fixtures';
import { withEmailLock } from './support/mail';
import { startDemoServer, type DemoServer } from './support/demo-server';
import { DEMO_BASE_URL } from './support/ports';

test.use({ baseURL: DEMO_BASE_URL });

// One demo server for this file's tests, so they run in one worker, in order.
test.describe.configure({ mode: 'default' });
let demo: DemoServer | undefined;
test.beforeAll(async () => {
  // Its start (a new in-memory database, migrated and seeded) takes 8 s on an idle machine.
  test.setTimeout(120_000);
  demo = await startDemoServer();
});
test.afterAll(() => demo?.stop());

/**
 * Signs in on the demo with the code its verify page shows. A new code replaces the last one, so the
 * account is locked meanwhile against another test signing it in.
 */
async function demoSignIn(page: Page, email: string, whileOnVerify?: () => Promise<void>) {
  await withEmailLock(`demo:${email}`, async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const hint = page.getByTestId('demo-code');
    await expect(hint).toBeVisible();
    await whileOnVerify?.();
    await page.getByLabel('Code').fill(/(\d{6})/.exec((await hint.textContent()) ?? '')![1]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });
}

test('the demo shows the environment, the code of the demo accounts, and refuses every change', async ({
  page,
}) => {
  await openPage(page, '/login');
  await expect(page).toHaveTitle('🚧 Folio');
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
    'content',
    '🚧 Folio',
  );
  await expect(page.getByTestId('environment-banner')).toHaveText('🚧 staging environment');
  await expect(page.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible();
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('🚧 Folio');

  await demoSignIn(page, ADMIN.email, async () => {
    await expect(page.getByTestId('demo-code')).toContainText(/Demo code for this account: \d{6}/);
    await expectNoAxeViolations(page);
  });
  await expect(page.getByTestId('layout-manager')).toBeVisible();

  await openPage(page, '/manager/books?searchTerm=pride');
  const title = 'Pride and Prejudice';
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Read-only demo' });
  await expect(notice.getByText('This is a read-only demo, this action is disabled.')).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const refused = await page.request.post('/api/rest/books', {
    data: { title: 'Not in a demo', author: 'Nobody', genreId: '00000000-0000-4000-8000-000000000000' },
    headers: { origin: DEMO_BASE_URL },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('DEMO_MODE');
});

test('in the demo, changing your name through the auth API is refused too and opens the notice', async ({
  page,
}) => {
  await openPage(page, '/login');
  await demoSignIn(page, USER.email);
  await expect(page.getByTestId('layout-app')).toBeVisible();
  await openPage(page, '/app/account?state=change-name');
  await page.getByRole('dialog').getByLabel('Name').fill('Someone else');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This is a read-only demo, this action is disabled.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('viewer')).toContainText('User');
  await expect(page.getByTestId('viewer')).not.toContainText('Someone else');
});
