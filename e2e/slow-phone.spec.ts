import type { Page } from '@playwright/test';
import { completeSignIn, openPage, signIn } from './support/auth';
import { ADMIN, USER, expect, test, uniqueEmail } from './support/fixtures';
import { OIDC_NAME } from './support/oidc';
import { OIDC_ISSUER } from './support/ports';

// A phone-speed CPU, as Lighthouse's mobile profile emulates it: four times slower.
const CPU_SLOWDOWN = 4;

/**
 * Opens `path` on a throttled CPU and hands back as soon as the server's HTML has arrived — before
 * the scripts have run. Every control the test then clicks is clicked once, as soon as it is visible:
 * it either works already (a link) or is shown disabled until it does, never a click into nothing.
 */
async function openSlowly(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
}

/** The detail page of the first row a list shows for a search (found without throttling). */
async function firstFound(page: Page, list: '/manager/books' | '/manager/users', searchTerm: string) {
  await page.goto(`${list}?searchTerm=${encodeURIComponent(searchTerm)}`);
  const row = page.getByRole('main').locator(`a[href^="${list}/"]:not([href$="/new"])`).first();
  return (await row.getAttribute('href'))!;
}

test.describe('on a phone-speed CPU, no click is lost', () => {
  test.slow();

  test('the account page: change name, sign out, delete my account', async ({ page }) => {
    await signIn(page, USER.email);
    await openSlowly(page, '/app/account');

    await page.getByRole('link', { name: 'Change name' }).click();
    const drawer = page.getByRole('dialog', { name: 'Change name' });
    await expect(drawer).toBeVisible();
    // A link too: it closes the drawer whether or not the page is hydrated yet.
    await drawer.getByRole('link', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();

    await openSlowly(page, '/app/account');
    await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
    const signOut = page.getByRole('alertdialog', { name: 'Sign out?' });
    await expect(signOut).toBeVisible();
    await signOut.getByRole('button', { name: 'Cancel' }).click();

    await openSlowly(page, '/app/account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
  });

  test('the books list loads more', async ({ page }) => {
    await signIn(page, USER.email);
    await openSlowly(page, '/app/books');
    await expect(page.getByText(/^Showing 20 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page.getByText(/^Showing 40 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page.getByText(/^Showing 60 of \d+$/)).toBeVisible();
  });

  test('an admin opens the delete dialog of a book and the ban dialog of a user', async ({ page }) => {
    await signIn(page, ADMIN.email);
    const book = await firstFound(page, '/manager/books', 'miserables');
    await openSlowly(page, book);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    const user = await firstFound(page, '/manager/users', USER.email);
    await openSlowly(page, user);
    await page.getByRole('button', { name: 'Ban' }).click();
    await expect(page.getByRole('dialog', { name: /Ban/ })).toBeVisible();
  });

  test('what is typed before hydration is kept, and leaving then asks first', async ({ page, isMobile }) => {
    await signIn(page, ADMIN.email);
    await openSlowly(page, '/manager/books/new');
    await page.getByLabel('Title').fill('Typed early');
    // The menu button is enabled once the page is hydrated: only then can the guard ask.
    const menu = isMobile
      ? page.getByRole('button', { name: 'Menu' })
      : page.getByRole('button', { name: 'Collapse sidebar' });
    await expect(menu).toBeEnabled();
    await expect(page.getByLabel('Title')).toHaveValue('Typed early');
    if (isMobile) await menu.click();
    await page.getByRole('link', { name: 'Books', exact: true }).click();
    await expect(page.getByRole('alertdialog').getByText('Discard your changes?')).toBeVisible();
  });

  test('a name typed into the server-rendered drawer survives hydration and is saved', async ({ page }) => {
    await openPage(page, '/login');
    await completeSignIn(page, uniqueEmail('typed-early'));
    await page.getByLabel('Your name').fill('First Name');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/?$/);

    await openSlowly(page, '/app/account?state=change-name');
    const drawer = page.getByRole('dialog', { name: 'Change name' });
    await drawer.getByLabel('Name').fill('User Typed Early');
    // The user menu's button is enabled once the page is hydrated.
    await expect(page.getByTestId('viewer')).toBeEnabled();
    await expect(drawer.getByLabel('Name')).toHaveValue('User Typed Early');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('viewer')).toContainText('User Typed Early');
  });

  test('signing in: the e-mail and the code are sent as soon as they are typed', async ({ page }) => {
    await openSlowly(page, '/login');
    await completeSignIn(page, USER.email);
    await expect(page).toHaveURL(/\/app\/?$/);
  });

  test('the provider button leads to the provider', async ({ page }) => {
    await openSlowly(page, '/login');
    const toProvider = page.waitForRequest((request) => request.url().startsWith(`${OIDC_ISSUER}/`));
    await page.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).click();
    await toProvider;
  });
});
