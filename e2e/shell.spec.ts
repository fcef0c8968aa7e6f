import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, USER, expect, test } from './support/fixtures';

test('the manager sidebar lists the areas entries and navigates', async ({ page, isMobile }) => {
  await signIn(page, ADMIN.email, { redirect: '/manager/' });
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const entry of [
    'Dashboard',
    'Books',
    'Users',
    'Audit log',
    'Account',
    'Open app',
    'API documentation',
  ]) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'API documentation' })).toHaveAttribute(
    'href',
    '/api/openapi/app',
  );
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/manager\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  if (!isMobile) {
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav.getByText('Books')).toHaveClass(/sr-only/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  }
});

test('the user area has a bottom bar on phones and a top bar on wider screens', async ({
  page,
  isMobile,
}) => {
  await signIn(page, USER.email);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const box = await nav.boundingBox();
  const viewport = page.viewportSize()!;
  if (isMobile) expect(box!.y + box!.height).toBeCloseTo(viewport.height, 0);
  else expect(box!.y).toBeLessThan(80);
  await nav.getByRole('link', { name: 'Books' }).click();
  await expect(page).toHaveURL(/\/app\/books$/);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('app-switch-app')).toContainText('You are here');
  await expect(page.getByTestId('app-switch-manager')).toContainText('Access Denied');
  await expectNoAxeViolations(page);
});

test('an admin sees both areas in the app switch', async ({ page }) => {
  await signIn(page, ADMIN.email, { redirect: '/app' });
  await expect(page.getByTestId('app-switch-app')).toContainText('You are here');
  await page.getByTestId('app-switch-manager').getByRole('link', { name: 'Go to /manager' }).click();
  await expect(page.getByTestId('layout-manager')).toBeVisible();
});

test('unknown pages show the not-found page in each area and at the root', async ({ page }) => {
  await signIn(page, ADMIN.email);
  for (const [path, layout] of [
    ['/app/no-such-page', 'layout-app'],
    ['/manager/no-such-page', 'layout-manager'],
    ['/no-such-page', null],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toBeVisible();
    if (layout) await expect(page.getByTestId(layout)).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('a failing page shows the crash page with its message behind Show Error, and Try again recovers', async ({
  page,
}) => {
  await signIn(page, USER.email, { redirect: '/app' });
  await page.route('**/api/rpc/books/list', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Internal server error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Error' }).click();
  await expect(page.getByRole('button', { name: 'Hide Error' })).toBeVisible();
  await expect(page.locator('pre')).not.toBeEmpty();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Hide Error' }).click();
  await expect(page.locator('pre')).toHaveCount(0);

  await page.unroute('**/api/rpc/books/list');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Showing 20 of \d+$/)).toBeVisible({ timeout: 20_000 });
});

test('confirmations are a bottom drawer on phones and a centred dialog on wider screens', async ({
  page,
  isMobile,
}) => {
  await signIn(page, USER.email);
  await page.getByTestId('viewer').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (isMobile) {
    expect(viewport.width).toBeLessThanOrEqual(640);
    expect(box.width).toBeCloseTo(viewport.width, 0);
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
  } else {
    expect(box.width).toBeLessThan(viewport.width / 2);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
  }
});
