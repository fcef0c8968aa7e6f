import type { Browser, Page, Route } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, DESKTOP_ONLY, USER, expect, test, uniqueEmail } from './support/fixtures';
import { codeFor, mailMark } from './support/mail';

let otherClients = 0;

/** A second person on another device: a separate browser context with its own client address. */
async function otherDevice(browser: Browser): Promise<Page> {
  otherClients += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.250.${process.pid % 250}.${otherClients % 250}` },
  });
  return context.newPage();
}

async function createUser(page: Page, user: { name: string; email: string; role?: 'Admin' | 'User' }) {
  await openPage(page, '/manager/users/new');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('E-mail').fill(user.email);
  if (user.role) await page.getByLabel('Role').selectOption({ label: user.role });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
  return page.url();
}

/** Signs `email` in on `page` and completes onboarding when asked. */
async function signInAndOnboard(page: Page, email: string, name: string) {
  await signIn(page, email);
  await expect(page.getByTestId('layout-app').or(page.getByLabel('Your name'))).toBeVisible();
  if (new URL(page.url()).pathname === '/onboarding') {
    // An admin already gave the name; onboarding offers it.
    await expect(page.getByLabel('Your name')).toHaveValue(name);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByTestId('layout-app')).toBeVisible();
}

test('an admin creates, finds, edits and deletes a user', async ({ page }) => {
  // A long flow (several pages, axe checks, sign-ins): its own budget, not a race against 30 s.
  test.slow();
  const email = uniqueEmail('ada');
  await signIn(page, ADMIN.email, { redirect: '/manager/users' });
  await expect(page.getByText(/^Showing 20 of \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page.getByText(/^Showing (2[1-9]|3\d|40) of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/users\?cursor=/);

  await openPage(page, '/manager/users/new');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await createUser(page, { name: 'Ada Lovelace', email });
  await expectNoAxeViolations(page);

  await openPage(page, '/manager/users');
  await page.getByLabel('Search users').fill(email.slice(0, 12).toUpperCase());
  await expect(page.getByText(`1 result for "${email.slice(0, 12).toUpperCase()}"`)).toBeVisible();
  await page.getByRole('link', { name: 'Ada Lovelace' }).click();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('Ada King');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ada King' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/users$/);
  await page.getByLabel('Search users').fill(email);
  await expect(page.getByText(`0 results for "${email}"`)).toBeVisible();

  await openPage(page, `/manager/audit?actor=${encodeURIComponent(ADMIN.email)}&action=user.deleted`);
  await expect(page.getByTestId('audit-event').filter({ hasText: email })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test(
  'a click on a search result opens it, even while the search for the last keys is still waiting',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.slow();
    // The page's clock: the search box waits 300 ms after the last key before it searches.
    await page.clock.install();
    const name = `Quillon ${Math.random().toString(36).slice(2, 10)}`;
    await signIn(page, ADMIN.email);
    const userPage = await createUser(page, { name, email: uniqueEmail('quillon') });
    await openPage(page, '/manager/users');
    const box = page.getByLabel('Search users');
    await box.pressSequentially(name.slice(0, -3), { delay: 30 });
    await expect(page).toHaveURL(/searchTerm=Quillon/);
    const result = page.getByRole('link', { name });
    await expect(result).toBeVisible();

    // From here time stands still in the page: the search the last keys start cannot run until the test
    // lets it, and the user's page cannot load until then either (its request is held). A busy phone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const held: Route[] = [];
    await page.route('**/api/rpc/users/get**', (route) => void held.push(route));
    await box.pressSequentially(name.slice(-3), { delay: 30 });
    await result.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.runFor(1_000);
    await page.unroute('**/api/rpc/users/get**');
    // A request the page gave up on (its navigation was replaced) is already settled.
    for (const route of held) await route.continue().catch(() => undefined);
    await page.clock.resume();

    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(page.url()).toBe(userPage);
  },
);

test("revoking a user's sessions signs their other device out", DESKTOP_ONLY, async ({ page, browser }) => {
  // A long flow (several pages, axe checks, sign-ins): its own budget, not a race against 30 s.
  test.slow();
  const email = uniqueEmail('grace');
  await signIn(page, ADMIN.email);
  const userPage = await createUser(page, { name: 'Grace Hopper', email });

  const device = await otherDevice(browser);
  await signInAndOnboard(device, email, 'Grace Hopper');

  await openPage(page, userPage);
  await expect(page.getByTestId('user-session')).toHaveCount(1);
  await expect(page.getByTestId('user-session')).not.toContainText('session_token');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Revoke all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke all' }).click();
  await expect(page.getByText('All sessions revoked')).toBeVisible();
  await expect(page.getByTestId('user-session')).toHaveCount(0);

  await device.goto('/app');
  await expect(device).toHaveURL(/\/login\?redirect=%2Fapp$/);
  await device.context().close();
});

test(
  'a banned user is signed out at once and told why at the next sign-in',
  DESKTOP_ONLY,
  async ({ page, browser }) => {
    // A long flow (several pages, axe checks, sign-ins): its own budget, not a race against 30 s.
    test.slow();
    const email = uniqueEmail('mallory');
    await signIn(page, ADMIN.email);
    const userPage = await createUser(page, { name: 'Mallory Banned', email });
    const device = await otherDevice(browser);
    await signInAndOnboard(device, email, 'Mallory Banned');

    await openPage(page, userPage);
    await page.getByRole('button', { name: 'Ban' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (optional)').fill('Spam in the catalogue');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(page.getByText('User banned')).toBeVisible();
    await expect(page.getByText('Reason: Spam in the catalogue')).toBeVisible();

    await device.goto('/app');
    await expect(device).toHaveURL(/\/login/);
    await openPage(device, '/login');
    const mark = await mailMark();
    await device.getByLabel('E-mail').fill(email);
    await device.getByRole('button', { name: 'Send me a code' }).click();
    await device.getByLabel('Code').fill(await codeFor(email, mark));
    await device.getByRole('button', { name: 'Sign in' }).click();
    await expect(device.getByText('You have been banned from this application')).toBeVisible();
    await expect(device.getByText('Reason: Spam in the catalogue.')).toBeVisible();
    await expect(device).toHaveURL(/\/login\/verify/);
    await device.context().close();

    await page.getByRole('button', { name: 'Unban' }).click();
    await expect(page.getByText('User unbanned')).toBeVisible();
  },
);

test('an admin impersonates a user and stops, keeping their own session', async ({ page }) => {
  const email = uniqueEmail('linus');
  await signIn(page, ADMIN.email);
  const userPage = await createUser(page, { name: 'Linus Impersonated', email });

  await page.getByRole('button', { name: 'Impersonate' }).click();
  await expect(page).toHaveURL(/\/(app|onboarding)/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Signed in as Linus Impersonated —' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(userPage);
  await expect(page.getByText('Signed in as Linus Impersonated —')).toHaveCount(0);
  await expect(page.getByTestId('viewer')).toContainText(ADMIN.email);
});

test('on their own page an admin cannot ban, delete or demote themselves', async ({ page }) => {
  await signIn(page, ADMIN.email, { redirect: '/manager/users' });
  await page.getByLabel('Search users').fill(ADMIN.email);
  // A table row link on wide screens, a card (named by all its text) on phones.
  await page
    .getByRole('link', { name: ADMIN.name, exact: true })
    .or(page.getByRole('link').filter({ hasText: ADMIN.email }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: ADMIN.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ban' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Role')).toBeDisabled();
  await expect(page.getByText('You cannot change your own role.')).toBeVisible();
});

test('the role and status filters apply at once, in the URL, and are shown again after a reload', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, {
    redirect: `/manager/users?searchTerm=${encodeURIComponent(USER.email)}`,
  });
  await expect(page.getByText(USER.email, { exact: true }).filter({ visible: true })).toBeVisible();

  // A user, not an admin: the role filter leaves them out, and keeps the search.
  await page.getByLabel('Role').selectOption({ label: 'Admin' });
  await expect(page).toHaveURL(/[?&]role=admin(&|$)/);
  await expect(page).toHaveURL(/[?&]searchTerm=/);
  await expect(page.getByText(USER.email, { exact: true })).toHaveCount(0);

  await page.getByLabel('Role').selectOption({ label: 'User' });
  await expect(page).toHaveURL(/[?&]role=user(&|$)/);
  await expect(page.getByText(USER.email, { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Not banned' });
  // The router writes the text "false" quoted, which tells it from the boolean.
  await expect(page).toHaveURL(/[?&]banned=(%22)?false(%22)?(&|$)/);
  await expect(page).toHaveURL(/[?&]role=user(&|$)/);
  await expect(page.getByText(USER.email, { exact: true }).filter({ visible: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Role')).toHaveValue('user');
  await expect(page.getByLabel('Status')).toHaveValue('false');
  await expectNoAxeViolations(page);
});
