import type { Browser, Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, DESKTOP_ONLY, clientIpOf, expect, test, uniqueEmail } from './support/fixtures';
import { BASE_URL } from './support/ports';

/** A new account, signed in (so its session is fresh enough to create a key) and onboarded. */
async function freshAccount(page: Page, name: string) {
  const email = uniqueEmail('api-key');
  await signIn(page, email);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('layout-app')).toBeVisible();
  return email;
}

/** A script's own request with a key: no browser, no cookie, only the Authorization header. */
function withKey(key: string, path: string, init: RequestInit = {}) {
  return fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${key}` },
  });
}

/** Creates a key as the signed-in person, through the API their page calls (the first test does it by hand). */
async function createKeyFor(page: Page, name: string): Promise<{ key: string; start: string }> {
  const response = await page.request.post('/api/rest/account/api-keys', {
    data: { name, lifetime: '30d', permissions: { book: ['read'], genre: ['read'] } },
    headers: { origin: BASE_URL, 'x-forwarded-for': clientIpOf(page.context()) ?? '127.0.0.1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { key: string; start: string };
}

let otherClients = 0;

/** The admin, on another device: a separate browser context with its own client address. */
async function adminDevice(browser: Browser): Promise<Page> {
  otherClients += 1;
  const admin = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.252.${process.pid % 250}.${otherClients % 250}` },
  });
  const page = await admin.newPage();
  await signIn(page, ADMIN.email);
  return page;
}

test(
  'a person creates a key for a script, which reads books with it and nothing more, then revokes it',
  DESKTOP_ONLY,
  async ({ page, context }) => {
    // A long flow (a dialog, two axe checks, a script's requests, a reload): its own budget.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freshAccount(page, 'Ada Lovelace');
    await openPage(page, '/app/account');
    const card = page.getByTestId('api-keys-card');
    await expect(card.getByRole('heading', { name: 'API keys' })).toBeVisible();
    await expect(card).toContainText('Authorization: Bearer <key>');
    await expect(card.getByText('No API keys yet.')).toBeVisible();

    await card.getByRole('button', { name: 'Create an API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    const expires = dialog.getByLabel('Expires');
    await expect(expires.locator('option')).toHaveText(['In 30 days', 'In 90 days', 'In a year', 'Never']);
    await expect(expires).toHaveValue('30d');
    // Reading books is checked to begin with; a person grants only what they hold themselves.
    const readBooks = dialog.getByRole('checkbox', { name: 'Books: read' });
    await expect(readBooks).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Genres: read' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Books: create' })).toHaveCount(0);

    // Neither a name nor a permission: both are said, and nothing is created.
    await readBooks.uncheck();
    await dialog.getByRole('button', { name: 'Create the key' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Choose at least one permission')).toBeVisible();
    await readBooks.check();
    await expect(dialog.getByText('Choose at least one permission')).toBeHidden();
    await dialog.getByLabel('Name', { exact: true }).fill('Nightly import');
    await expires.selectOption({ label: 'In 90 days' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create the key' }).click();

    // The key, this once.
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    await expect(page.getByText('API key created')).toBeVisible();
    const field = shown.getByLabel('API key');
    await expect(field).toHaveAttribute('readonly', '');
    const key = await field.inputValue();
    expect(key).toMatch(/^folio_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    const row = card.getByTestId('api-key').filter({ hasText: 'Nightly import' });
    await expect(row).toContainText(`${key.slice(0, 12)}…`);
    await expect(row).toContainText('Permissions: Books: read');
    await expect(row).toContainText('Last used: never');
    await expect(row).not.toContainText('Expires: never');
    // Only its first characters are on the page, never the key.
    expect(await page.content()).not.toContain(key);

    // A script with the key reads books, and may not add one.
    const books = await withKey(key, '/api/rest/books');
    expect(books.status).toBe(200);
    const { items } = (await books.json()) as { items: Array<{ title: string }> };
    expect(items.length).toBeGreaterThan(0);
    const added = await withKey(key, '/api/rest/books', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Not with this key',
        author: 'Nobody',
        genreId: '00000000-0000-4000-8000-000000000000',
      }),
    });
    expect(added.status).toBe(403);

    // Its last use is written beside the request, not before its answer: the page shows it soon after.
    await expect(async () => {
      await page.reload();
      await expect(row).not.toContainText('Last used: never', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row.locator('time')).toHaveCount(3);

    await row.getByRole('button', { name: 'Revoke: Nightly import' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API key revoked')).toBeVisible();
    await expect(card.getByText('No API keys yet.')).toBeVisible();

    const refused = await withKey(key, '/api/rest/books');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
  },
);

test('an admin sees a person’s keys on their page and revokes one', async ({ page, browser }) => {
  test.slow();
  const email = await freshAccount(page, 'Charles Babbage');
  const { key, start } = await createKeyFor(page, 'Report exporter');
  expect((await withKey(key, '/api/rest/books')).status).toBe(200);

  const admin = await adminDevice(browser);
  await openPage(admin, `/manager/users?searchTerm=${encodeURIComponent(email)}`);
  await admin.getByRole('link', { name: 'Charles Babbage' }).click();
  const section = admin.getByTestId('user-api-keys');
  await expect(section.getByRole('heading', { name: 'API keys' })).toBeVisible();
  const row = section.getByTestId('user-api-key');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Report exporter');
  await expect(row).toContainText(`${start}…`);
  await expect(row).toContainText('Permissions: Books: read · Genres: read');
  await expect(row.locator('time').first()).toBeVisible();
  // The admin is shown the key's first characters, never the key.
  expect(await admin.content()).not.toContain(key);
  await expectNoAxeViolations(admin);

  await row.getByRole('button', { name: 'Revoke: Report exporter' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.getByText('API key revoked')).toBeVisible();
  await expect(section.getByText('No API keys.')).toBeVisible();
  expect((await withKey(key, '/api/rest/books')).status).toBe(401);

  // The person's own page no longer lists it either.
  await openPage(page, '/app/account');
  await expect(page.getByTestId('api-keys-card').getByText('No API keys yet.')).toBeVisible();
  await admin.context().close();
});

test('the API keys card reads right to left in Arabic, with its dialog', async ({ page, context }) => {
  await freshAccount(page, 'Ibn al-Haytham');
  await createKeyFor(page, 'Nightly import');
  await context.addCookies([{ name: 'i18next', value: 'ar', url: BASE_URL }]);
  await openPage(page, '/app/account');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByTestId('api-keys-card');
  await expect(card.getByRole('heading', { name: 'مفاتيح API' })).toBeVisible();
  await expect(card.getByTestId('api-key')).toContainText('الأذونات: الكتب: قراءة · الأنواع: قراءة');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'إنشاء مفتاح API' }).click();
  const dialog = page.getByRole('dialog', { name: 'إنشاء مفتاح API' });
  await expect(dialog.getByRole('checkbox', { name: 'الكتب: قراءة' })).toBeChecked();
  await expectNoAxeViolations(page);
});
