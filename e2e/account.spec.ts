import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { chooseFileByKeyboard, type ChosenFile } from './support/file-chooser';
import { DESKTOP_ONLY, expect, test, uniqueEmail } from './support/fixtures';
import { codeFor, mailMark } from './support/mail';

/** A fresh account, signed in and onboarded, so the test can change or delete it freely. */
async function freshAccount(page: Page, name = 'Octavia Butler') {
  const email = uniqueEmail('account');
  await signIn(page, email);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('layout-app')).toBeVisible();
  return email;
}

test('the account page shows the person, changes the name in a drawer kept in the URL', async ({ page }) => {
  // A long flow (several pages, axe checks, sign-ins): its own budget, not a race against 30 s.
  test.slow();
  await freshAccount(page);
  // A clean URL: no redirect to spell out the default search params.
  const response = await page.goto('/app/account');
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('main').getByText('Octavia Butler', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Change name' }).click();
  await expect(page).toHaveURL(/state=change-name/);
  const dialog = page.getByRole('dialog', { name: 'Change name' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).search).toBe('');

  // The server renders the drawer open for its URL.
  await openPage(page, '/app/account?state=change-name');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // Once the page's buttons are live (no longer greyed out) the form is the enhanced one: validation in
  // place, a toast when saved. (Posted before that, it works too: e2e/without-scripts.spec.ts.)
  await openPage(page, '/app/account');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await page.getByRole('link', { name: 'Change name' }).click();
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Octavia E. Butler');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('viewer')).toContainText('Octavia E. Butler');

  await openPage(page, '/app/account?state=nonsense');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test(
  'the e-mail changes only once the code sent to the new address is confirmed',
  DESKTOP_ONLY,
  async ({ page }) => {
    const oldEmail = await freshAccount(page);
    const newEmail = uniqueEmail('moved');
    await openPage(page, '/app/account');
    const mark = await mailMark();
    await page.getByLabel('New e-mail').fill(newEmail);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await expect(page).toHaveURL(new RegExp(`newEmail=${encodeURIComponent(newEmail)}`));
    await expect(page.getByTestId('viewer')).toContainText(oldEmail);

    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expect(page.getByText('invalid otp')).toBeVisible();
    await expect(page.getByTestId('viewer')).toContainText(oldEmail);

    await page.getByLabel('Code').fill(await codeFor(newEmail, mark));
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expect(page.getByText(`Your e-mail is now ${newEmail}`)).toBeVisible();
    await expect(page.getByTestId('viewer')).toContainText(newEmail);
    // The old address is told.
    await expect
      .poll(() => codeFor(oldEmail, mark).catch((error: Error) => error.message))
      .toContain('no 6-digit code');
  },
);

for (const [language, { heading, dir }] of Object.entries({
  fr: { heading: 'Compte', dir: 'ltr' },
  ar: { heading: 'الحساب', dir: 'rtl' },
  sw: { heading: 'Akaunti', dir: 'ltr' },
  en: { heading: 'Account', dir: 'ltr' },
})) {
  // Right to left changes the layout: Arabic runs at both sizes, the other languages on the desktop.
  const sizes = dir === 'rtl' ? {} : DESKTOP_ONLY;
  test(`switching to ${language} sets lang and dir and survives a reload`, sizes, async ({ page }) => {
    await freshAccount(page);
    await openPage(page, '/app/account');
    await page.getByLabel('Language').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18next');
    expect(cookie?.value).toBe(language);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(language);
    if (language === 'ar') {
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19.2px');
      await expectNoAxeViolations(page);
    }
  });
}

test('the theme is kept across reloads and followed by another tab', DESKTOP_ONLY, async ({ page }) => {
  await freshAccount(page);
  await openPage(page, '/app/account');
  const other = await page.context().newPage();
  await openPage(other, '/app/books');
  await expect(other.locator('html')).not.toHaveClass(/dark/);

  await page.getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(other.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByLabel('Light').check();
  await expect(other.locator('html')).not.toHaveClass(/dark/);
});

test(
  'a person downloads their data and deletes their account with a fresh code',
  DESKTOP_ONLY,
  async ({ page }) => {
    const email = await freshAccount(page, 'Ursula Le Guin');
    await openPage(page, '/app/account');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
    expect(data.profile).toMatchObject({ email, name: 'Ursula Le Guin' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/"token"/);
    expect(data.auditEvents.some((event: { action: string }) => event.action === 'auth.signed_in')).toBe(
      true,
    );

    const mark = await mailMark();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Code').fill('000000');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('invalid otp')).toBeVisible();
    await dialog.getByLabel('Code').fill(await codeFor(email, mark));
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account was deleted')).toBeVisible();
  },
);

test('a person sets a picture, sees it in the user menu, and removes it for their initials (UG)', async ({
  page,
}) => {
  test.slow();
  await freshAccount(page, 'Ursula Le Guin');
  await openPage(page, '/app/account');
  const menuButton = page.getByTestId('viewer');
  await expect(menuButton.getByText('UG', { exact: true })).toBeVisible();
  const pictureCard = page.getByRole('group', { name: 'Your picture' });
  await expectNoAxeViolations(page);

  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a3e9d' } })
    .png()
    .toBuffer();
  const choose = pictureCard.getByRole('button', { name: 'Choose an image' });
  const chooseByKeyboard = (file: ChosenFile) => chooseFileByKeyboard(page, choose, file);
  // A page named like a picture is refused where it is chosen.
  await chooseByKeyboard({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<html>me</html>') });
  await expect(pictureCard.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
  await expect(pictureCard.getByText('Image ready. Save to apply it.')).toHaveCount(0);
  await chooseByKeyboard({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(pictureCard.getByText('Image ready. Save to apply it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Picture saved')).toBeVisible();
  const menuPicture = menuButton.locator('img');
  await expect(menuPicture).toHaveAttribute('src', /^\/api\/files\/pictures\/[0-9a-f]{32}-64\.webp$/);
  await expect
    .poll(() =>
      menuPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 64),
    )
    .toBe(true);
  await expect(page.getByText('Picture saved')).toBeHidden();
  await expectNoAxeViolations(page);

  await pictureCard.getByRole('button', { name: 'Remove image' }).click();
  await expect(pictureCard.getByText('The image will be removed when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(menuButton.locator('img')).toHaveCount(0);
  await expect(menuButton.getByText('UG', { exact: true })).toBeVisible();
});
