import { expectNoAxeViolations } from './support/axe';
import { openPage, signIn } from './support/auth';
import { ADMIN, USER, expect, test, uniqueEmail } from './support/fixtures';

test.describe('accessibility (axe, WCAG 2 A/AA)', () => {
  test('sign-in page', async ({ page }) => {
    await openPage(page, '/login');
    await expect(page.getByRole('heading', { name: 'Sign in or create your Folio account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-in page showing an error', async ({ page }) => {
    await openPage(page, '/login');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('code page', async ({ page }) => {
    await openPage(page, `/login/verify?email=${encodeURIComponent('someone@example.com')}`);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-in error page', async ({ page }) => {
    await openPage(page, '/login/error?error=signup_disabled');
    await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('onboarding page', async ({ page }) => {
    await signIn(page, uniqueEmail('axe-onboarding'));
    await expect(page.getByRole('heading', { name: 'Welcome to Folio' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('app area', async ({ page }) => {
    await signIn(page, USER.email);
    await expect(page.getByTestId('layout-app')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('manager dashboard', async ({ page }) => {
    await signIn(page, ADMIN.email);
    await expect(page).toHaveURL(/\/manager\/dashboard$/);
    await expect(page.getByTestId('layout-manager')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-out confirmation', async ({ page }) => {
    await signIn(page, USER.email);
    await page.getByTestId('viewer').click();
    await expectNoAxeViolations(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Sign out?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('403 page', async ({ page }) => {
    await signIn(page, USER.email, { redirect: '/manager/dashboard' });
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
