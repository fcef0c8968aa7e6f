import { openPage, signIn, tabTo, waitUntilSignedIn } from './support/auth';
import { USER, expect, test } from './support/fixtures';
import { codeFor, mailMark, withEmailLock } from './support/mail';

test('sign-out asks for confirmation, then the app needs a new sign-in', async ({ page }) => {
  await signIn(page, USER.email);
  await expect(page).toHaveURL(/\/app$/);

  await page.getByTestId('viewer').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      'You will need to sign in again: with an e-mail code, or with your passkey if you added one.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('layout-app')).toBeVisible();

  await page.getByTestId('viewer').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in or create your Folio account' })).toBeVisible();

  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
});

test('sign-in and sign-out work with the keyboard alone', async ({ page }) => {
  await openPage(page, '/login');
  await withEmailLock(USER.email, async () => {
    const mark = await mailMark();
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(USER.email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\/verify\?/);

    await tabTo(page, page.getByLabel('Code'));
    await page.keyboard.type(await codeFor(USER.email, mark));
    await page.keyboard.press('Enter');
    await waitUntilSignedIn(page);
  });
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('layout-app')).toBeVisible();

  // The account menu: open it with Enter, walk to "Sign out" with the arrow keys.
  await tabTo(page, page.getByTestId('viewer'));
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  for (
    let presses = 0;
    presses < 8 && !(await signOut.evaluate((item) => item === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
