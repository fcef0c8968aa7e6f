import { codeFor, mailMark } from './support/mail';
import { completeSignIn, openPage, signInThroughForm } from './support/auth';
import { ADMIN, DESKTOP_ONLY, USER, expect, test, uniqueEmail } from './support/fixtures';

test.describe('sign-in', () => {
  test('the home page sends a visitor to sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in or create your Folio account' })).toBeVisible();
  });

  test('an admin lands on the manager dashboard', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email);
    await expect(page).toHaveURL(/\/manager\/dashboard$/);
    await expect(page.getByTestId('layout-manager')).toBeVisible();
    await expect(page.getByText(`Signed in as ${ADMIN.name} (${ADMIN.email})`)).toBeVisible();
  });

  test('a user lands on the app', async ({ page }) => {
    await signInThroughForm(page, USER.email);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('layout-app')).toBeVisible();
    await expect(page.getByText(`Signed in as ${USER.name} (${USER.email})`)).toBeVisible();
  });

  test('a new e-mail is onboarded, welcomed and lands on the app', async ({ page }) => {
    const email = uniqueEmail('onboarding');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/onboarding\?redirect=%2Fapp$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Welcome Ada Lovelace')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('layout-app')).toBeVisible();
    await expect(page.getByText(`Signed in as Ada Lovelace (${email})`)).toBeVisible();
  });

  test(
    'a signed-out visit to the app comes back to the app after sign-in',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/app');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
      await openPage(page, page.url());
      await completeSignIn(page, USER.email);
      await expect(page).toHaveURL(/\/app$/);
      await expect(page.getByTestId('layout-app')).toBeVisible();
    },
  );

  for (const target of ['https://evil.example', '//evil.example/app']) {
    test(`a redirect to another site (${target}) is ignored`, DESKTOP_ONLY, async ({ page }) => {
      await signInThroughForm(page, ADMIN.email, { redirect: target });
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/manager\/dashboard$/);
      await expect(page.getByTestId('layout-manager')).toBeVisible();
    });
  }

  test('the e-mail is required and must be valid', async ({ page }) => {
    await openPage(page, '/login');
    const email = page.getByLabel('E-mail');
    const send = page.getByRole('button', { name: 'Send me a code' });

    await send.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Email is required');

    // Before hydration the form posts and the server answers with the same page and message
    // (/login?error=…); after it, the browser checks. Either way the person sees the same thing.
    await email.fill('not-an-email');
    await send.click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in or create your Folio account' })).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Email is invalid');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('the code is checked in the form, then a wrong code is refused', async ({ page }) => {
    const email = uniqueEmail('wrong-code');
    await openPage(page, '/login');
    const mark = await mailMark();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page).toHaveURL(/\/login\/verify\?/);
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    const code = await codeFor(email, mark);

    const field = page.getByLabel('Code');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await submit.click();
    await expect(page.getByText('Code is required')).toBeVisible();
    await field.fill('123');
    await submit.click();
    await expect(page.getByText('Code should be 6 characters')).toBeVisible();

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field.fill(wrongCode);
    await submit.click();
    await expect(page.getByText('invalid otp')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/verify\?/);
  });
});
