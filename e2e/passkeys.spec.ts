import type { Browser, Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, expect, test, uniqueEmail } from './support/fixtures';
import { codeFor, mailMark, messageFor } from './support/mail';

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps
 * discoverable passkeys and verifies the person, as a fingerprint reader does.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * Chromium's virtual authenticator answers the e-mail field's autofill request (conditional mediation)
 * at once. Tests of the button take that away, as a browser without passkey autofill has it.
 */
async function withoutAutofill(page: Page) {
  await page.context().addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

let otherClients = 0;

/** The admin, on another device: a separate browser context with its own client address. */
async function adminDevice(browser: Browser): Promise<Page> {
  otherClients += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.${otherClients % 250}` },
  });
  const page = await context.newPage();
  await signIn(page, ADMIN.email);
  return page;
}

/** A new account, signed in and onboarded. */
async function freshAccount(page: Page, name: string) {
  const email = uniqueEmail('passkey');
  await signIn(page, email);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('layout-app')).toBeVisible();
  return email;
}

/** Adds a passkey from the account page, leaving its name to Folio; returns the name it got. */
async function addPasskey(page: Page) {
  await openPage(page, '/app/account');
  const card = page.getByTestId('passkeys-card');
  const name = card.getByLabel('Name of the new passkey (optional)');
  // Left empty, and Chromium's virtual authenticator being no known password manager, the name is
  // this browser and system, shown as the field's placeholder once the page runs.
  await expect(name).toHaveValue('');
  await expect(name).toHaveAttribute('placeholder', /^\S.* on Linux$/);
  const defaultName = (await name.getAttribute('placeholder')) ?? '';
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  await expect(card.getByTestId('passkey').filter({ hasText: defaultName })).toContainText(
    'Last used: never',
  );
  return defaultName;
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

test('a passkey is added, signs in onto the redirect, is renamed and removed', async ({ page }) => {
  test.slow();
  await withoutAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  await freshAccount(page, 'Grace Hopper');
  const defaultName = await addPasskey(page);
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoAxeViolations(page);

  // Signing out, the confirmation says a passkey signs them in again.
  await page.getByTestId('viewer').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirmSignOut = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(
    confirmSignOut.getByText(
      'You will need to sign in again: with an e-mail code, or with your passkey if you added one.',
    ),
  ).toBeVisible();
  await confirmSignOut.getByRole('button', { name: 'Cancel' }).click();

  await signOut(page);
  await openPage(page, '/login?redirect=%2Fapp%2Faccount');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  const card = page.getByTestId('passkeys-card');
  const row = card.getByTestId('passkey').filter({ hasText: defaultName });
  await expect(row).not.toContainText('never');
  await expect(row.locator('time')).toHaveCount(2);

  await row.getByRole('button', { name: `Rename: ${defaultName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename this passkey' });
  await dialog.getByLabel('Name').fill(' ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('My work laptop');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passkey renamed')).toBeVisible();
  await expect(dialog).toBeHidden();
  const renamed = card.getByTestId('passkey').filter({ hasText: 'My work laptop' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Remove: My work laptop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(card.getByText('No passkeys yet.')).toBeVisible();

  // The browser still holds the removed passkey: Folio no longer knows it.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey is not known to Folio.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a passkey left unnamed is named after the password manager that keeps it', async ({ page }) => {
  test.slow();
  await addVirtualAuthenticator(page);
  await freshAccount(page, 'Margaret Hamilton');
  await openPage(page, '/app/account');
  // Chromium's virtual authenticator has an AAGUID of its own: here the answer says Google's, as a
  // passkey saved in Google Password Manager has.
  const registration = '**/api/auth/passkey/verify-registration';
  await page.route(registration, async (route) => {
    const response = await route.fetch();
    const added = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...added, aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4' } });
  });
  const card = page.getByTestId('passkeys-card');
  await expect(card.getByLabel('Name of the new passkey (optional)')).toHaveAttribute(
    'placeholder',
    /on Linux$/,
  );
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  await expect(card.getByTestId('passkey')).toHaveCount(1);
  await expect(card.getByTestId('passkey')).toContainText('Google Password Manager');
  await page.unroute(registration);
});

test('the e-mail field’s autofill offers the passkey and signs in onto the redirect', async ({ page }) => {
  test.slow();
  await addVirtualAuthenticator(page);
  await freshAccount(page, 'Katherine Johnson');
  const passkeyName = await addPasskey(page);
  await page.context().clearCookies();
  // No click: the browser's autofill answers the page's conditional request with the saved passkey.
  await openPage(page, '/login?redirect=%2Fapp%2Faccount');
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(
    page.getByTestId('passkeys-card').getByTestId('passkey').filter({ hasText: passkeyName }),
  ).not.toContainText('never');
});

test('adding a passkey without a fresh sign-in asks for a new e-mail code first', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await freshAccount(page, 'Ada Impersonated');
  // An admin acting as the person: that session is never fresh enough to add a passkey.
  const admin = await adminDevice(browser);
  await addVirtualAuthenticator(admin);
  await openPage(admin, `/manager/users?searchTerm=${encodeURIComponent(email)}`);
  await admin.getByRole('link', { name: 'Ada Impersonated' }).click();
  await admin.getByRole('button', { name: 'Impersonate' }).click();
  await expect(admin.getByText('Signed in as Ada Impersonated —')).toBeVisible();
  await openPage(admin, '/app/account');
  const card = admin.getByTestId('passkeys-card');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const fresh = card.getByTestId('fresh-sign-in');
  await expect(fresh.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(fresh).toContainText(`enter the code we send to ${email}`);
  await expectNoAxeViolations(admin);
  await fresh.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('No passkeys yet.')).toBeVisible();

  // Only the code from the person's mailbox opens a fresh session, and then the passkey is added.
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const mark = await mailMark();
  await fresh.getByRole('button', { name: 'Send me a code' }).click();
  await fresh.getByLabel('Code').fill(await codeFor(email, mark));
  await fresh.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Passkey added')).toBeVisible();
  await expect(card.getByTestId('passkey')).toHaveCount(1);
  await admin.context().close();
});

test('an admin sees and removes a person’s passkey; a banned person is refused', async ({
  page,
  browser,
}) => {
  test.slow();
  await withoutAutofill(page);
  await addVirtualAuthenticator(page);
  const email = await freshAccount(page, 'Alan Banned');
  const passkeyName = await addPasskey(page);

  const admin = await adminDevice(browser);
  await openPage(admin, `/manager/users?searchTerm=${encodeURIComponent(email)}`);
  await admin.getByRole('link', { name: 'Alan Banned' }).click();
  const section = admin.getByTestId('user-passkeys');
  await expect(section.getByTestId('user-passkey')).toHaveCount(1);
  await expect(section).toContainText(passkeyName);
  await expect(section).toContainText('Last used: never');
  await expectNoAxeViolations(admin);

  await admin.getByRole('button', { name: 'Ban' }).click();
  const banDialog = admin.getByRole('dialog', { name: /Ban/ });
  await banDialog.getByLabel(/Reason/).fill('Spam');
  await banDialog.getByRole('button', { name: 'Ban user' }).click();
  await expect(admin.getByText('User banned')).toBeVisible();

  await openPage(page, '/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('You have been banned from this application Reason: Spam.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mark = await mailMark();
  await section.getByRole('button', { name: `Remove: ${passkeyName}` }).click();
  await admin
    .getByRole('alertdialog', { name: 'Remove this passkey?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(admin.getByText('Passkey removed')).toBeVisible();
  await expect(section.getByText('No passkeys.')).toBeVisible();
  const message = await messageFor(email, mark);
  expect(message.subject).toBe('A passkey was removed from your Folio account');
  expect(message.text).toContain(`removed the passkey “${passkeyName}”`);
  await admin.context().close();
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the passkey button does not look ready, and says why', async ({ page }) => {
    await openPage(page, '/login');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeDisabled();
    // A browser without scripts shows the <noscript> note; Playwright's switch only stops the scripts
    // (the parser still hides <noscript>), so the note is read from the page's HTML.
    const html = await (await page.request.get('/login')).text();
    expect(html).toMatch(
      /<noscript><p[^>]*>Signing in with a passkey needs JavaScript: use an e-mail code instead\.<\/p><\/noscript>/,
    );
    // The e-mail code still works from here (e2e/without-scripts.spec.ts).
    await expect(page.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
  });
});
