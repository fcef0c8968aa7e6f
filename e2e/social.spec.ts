import type { Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';
import { OIDC_NAME, oidcCookies, type OidcIdentity } from './support/oidc';
import { OIDC_ISSUER } from './support/ports';

const CONTINUE = `Continue with ${OIDC_NAME}`;

/** Who the test provider signs in for this browser (or that the person cancels there). */
async function atProvider(page: Page, identity: OidcIdentity | { deny: true }) {
  await page
    .context()
    .addCookies(
      Object.entries(oidcCookies(identity)).map(([name, value]) => ({ name, value, url: OIDC_ISSUER })),
    );
}

/** A fresh account made with an e-mail code and onboarded: no provider linked. */
async function emailAccount(page: Page) {
  const email = uniqueEmail('social');
  await signIn(page, email);
  await page.getByLabel('Your name').fill('Ursula Le Guin');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('layout-app')).toBeVisible();
  return email;
}

async function signOut(page: Page) {
  await page.getByTestId('viewer').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the login page offers the configured provider and passes axe', async ({ page }) => {
  await openPage(page, '/login');
  await expect(page.getByRole('button', { name: CONTINUE })).toBeVisible();
  // GitHub is not configured in the e2e run: no button for it.
  await expect(page.getByRole('button', { name: /GitHub/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a new person signs up through the provider, then signs in again with it', async ({ page }) => {
  const email = uniqueEmail('oidc-signup');
  await atProvider(page, { email });
  await openPage(page, '/login');
  await page.getByRole('button', { name: CONTINUE }).click();

  // A new account: onboarding first, as after a first e-mail code.
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByLabel('Your name').fill('Octavia Butler');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('layout-app')).toBeVisible();

  await signOut(page);
  await openPage(page, '/login');
  await page.getByRole('button', { name: CONTINUE }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('viewer')).toContainText('Octavia Butler');

  await openPage(page, '/app/account');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  const linked = page.getByRole('listitem').filter({ hasText: OIDC_NAME });
  await expect(linked).toContainText('Linked');
  // The only linked provider cannot be unlinked.
  await expect(linked.getByRole('button', { name: `Unlink ${OIDC_NAME}` })).toBeDisabled();
});

test('an existing user signing in with the provider is linked, not duplicated', async ({ page }) => {
  const email = await emailAccount(page);
  await signOut(page);

  await atProvider(page, { email });
  await openPage(page, '/login');
  await page.getByRole('button', { name: CONTINUE }).click();
  // Already onboarded: straight to the app, as the same person.
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('viewer')).toContainText('Ursula Le Guin');

  await openPage(page, '/app/account');
  await expect(page.getByRole('listitem').filter({ hasText: OIDC_NAME })).toContainText('Linked');
});

test('a signed-in user links the provider from the account page', async ({ page }) => {
  const email = await emailAccount(page);
  await openPage(page, '/app/account');
  const row = page.getByRole('listitem').filter({ hasText: OIDC_NAME });
  await expect(row).toContainText('Not linked');
  await expectNoAxeViolations(page);

  await atProvider(page, { email });
  await row.getByRole('button', { name: `Link ${OIDC_NAME}` }).click();
  await expect(page).toHaveURL(/\/app\/account(\?|$)/);
  await expect(row).toContainText('Linked');
  await expect(row).not.toContainText('Not linked');
  await expect(row.getByRole('button', { name: `Unlink ${OIDC_NAME}` })).toBeDisabled();
});

test('cancelling at the provider lands on "Access denied"', async ({ page }) => {
  await atProvider(page, { deny: true });
  await openPage(page, '/login');
  await page.getByRole('button', { name: CONTINUE }).click();
  await expect(page).toHaveURL(/\/login\/error\?error=access_denied/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
