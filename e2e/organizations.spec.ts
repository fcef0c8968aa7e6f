import type { Browser, Page } from '@playwright/test';
import { completeSignIn, openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, USER, expect, test, uniqueEmail } from './support/fixtures';
import { codeFor, mailMark, messageFor, withEmailLock } from './support/mail';

/** A new account, signed in and onboarded under `name`. */
async function newPerson(page: Page, label: string, name: string): Promise<string> {
  const email = uniqueEmail(label);
  await signIn(page, email);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Welcome ${name}`)).toBeVisible();
  await expect(page.getByText(`Welcome ${name}`)).toBeHidden();
  return email;
}

/** A second person's browser, with an address of its own (see fixtures.ts). */
async function otherBrowser(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  return context.newPage();
}

async function waitForToast(page: Page, text: string | RegExp) {
  // The first: the same message twice within a toast's 4 s shows twice.
  await expect(page.getByText(text).first()).toBeVisible();
}

async function createOrganization(page: Page, name: string) {
  await openPage(page, '/app/organizations');
  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an organization' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await waitForToast(page, `Organization ${name} created`);
}

/** Invites `email` from the organization's page; resolves with the link the e-mail holds. */
async function invite(page: Page, email: string, role: 'Member' | 'Admin' = 'Member'): Promise<string> {
  const mark = await mailMark();
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await waitForToast(page, `Invitation sent to ${email}`);
  const message = await messageFor(email, mark);
  const link = /https?:\/\/\S+?(\/invitations\/[\w-]+)/.exec(message.text)?.[1];
  expect(message.html).toContain(link);
  expect(link).toBeTruthy();
  return link!;
}

function uniqueName(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test('an invitee signs in through the e-mailed link, accepts, and sees the shelves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newPerson(page, 'owner', 'Olive Owner');
  await openPage(page, '/app/organizations');
  await expect(page.getByText('You are not in any organization yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  const name = uniqueName('Readers Guild');
  await createOrganization(page, name);
  await page.getByRole('button', { name: 'New shelf' }).click();
  const shelfDialog = page.getByRole('dialog', { name: 'Create a shelf' });
  await shelfDialog.getByLabel('Name').fill('Winter reads');
  await shelfDialog.getByRole('button', { name: 'New shelf' }).click();
  await waitForToast(page, 'Shelf created');
  const shelf = page.getByRole('article', { name: 'Winter reads' });
  await shelf.getByRole('button', { name: 'Add a book' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a book to Winter reads' });
  await addDialog.getByLabel('Search the catalogue').fill('Middlemarch');
  await addDialog.getByRole('button', { name: 'Add Middlemarch' }).click();
  await expect(addDialog.getByText('On the shelf')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shelf.getByRole('link', { name: /Middlemarch/ })).toBeVisible();

  const invitee = uniqueEmail('invitee');
  const link = await invite(page, invitee);
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(invitee)).toBeVisible();
  await expectNoAxeViolations(page);

  const guest = await otherBrowser(browser, '10.250.1.1');
  await openPage(guest, link);
  await expect(guest.getByRole('heading', { name: `Invitation to ${name}` })).toBeVisible();
  await expect(guest.getByText(`Olive Owner invited ${invitee} to join ${name} as Member.`)).toBeVisible();
  await expectNoAxeViolations(guest);
  await guest.getByRole('link', { name: 'Sign in to answer' }).click();
  await expect(guest.getByLabel('E-mail')).toHaveValue(invitee);
  await completeSignIn(guest, invitee);
  await guest.getByLabel('Your name').fill('Ivy Invitee');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { name: `Invitation to ${name}` })).toBeVisible();
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(guest.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(guest.getByRole('article', { name: 'Winter reads' }).getByText('Middlemarch')).toBeVisible();
  // A member reads the shelves and changes nothing.
  await expect(guest.getByRole('button', { name: 'New shelf' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Invite someone' })).toHaveCount(0);
  await waitForToast(guest, `Welcome to ${name}`);
  await expectNoAxeViolations(guest);

  await page.reload();
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText('Ivy Invitee')).toBeVisible();
  await expect(page.getByText('No pending invitations.')).toBeVisible();

  // A role changes when saved, not while the list is browsed.
  await members.getByLabel('Role of Ivy Invitee').selectOption({ label: 'Admin' });
  await members.getByRole('button', { name: 'Save the role of Ivy Invitee' }).click();
  await waitForToast(page, 'Role changed');
  await expect(members.getByRole('button', { name: 'Save the role of Ivy Invitee' })).toHaveCount(0);

  // A team, and who is in it.
  await page.getByRole('button', { name: 'New team' }).click();
  const teamDialog = page.getByRole('dialog', { name: 'Create a team' });
  await teamDialog.getByLabel('Name').fill('Night owls');
  await teamDialog.getByRole('button', { name: 'New team' }).click();
  await waitForToast(page, 'Team created');
  const team = page.getByRole('article', { name: 'Night owls' });
  await team.getByRole('button', { name: 'People in Night owls' }).click();
  await page
    .getByRole('dialog', { name: 'People in Night owls' })
    .getByLabel(/Ivy Invitee/)
    .check();
  await waitForToast(page, 'Team updated');
  await page.keyboard.press('Escape');
  await expect(team.getByText('Ivy Invitee')).toBeVisible();
  await expectNoAxeViolations(page);

  // Ownership moves: Ivy becomes an owner too, then Olive steps down to admin.
  await members.getByLabel('Role of Ivy Invitee').selectOption({ label: 'Owner' });
  await members.getByRole('button', { name: 'Save the role of Ivy Invitee' }).click();
  await waitForToast(page, 'Role changed');
  await members.getByLabel('Role of Olive Owner').selectOption({ label: 'Admin' });
  await members.getByRole('button', { name: 'Save the role of Olive Owner' }).click();
  await waitForToast(page, 'Role changed');
  await expect(page.getByRole('button', { name: 'Delete organization' })).toHaveCount(0);
  await expect(members.getByLabel('Role of Ivy Invitee')).toHaveCount(0);
  await guest.context().close();
});

test('declined, cancelled and unknown invitation links explain themselves; a removed member loses access', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newPerson(page, 'owner', 'Otto Owner');
  const name = uniqueName('Poetry Circle');
  await createOrganization(page, name);
  const decliner = uniqueEmail('decliner');
  const declineLink = await invite(page, decliner);
  const cancelled = uniqueEmail('cancelled');
  const cancelLink = await invite(page, cancelled);
  const member = uniqueEmail('member');
  const memberLink = await invite(page, member);

  await page.getByRole('button', { name: `Cancel invitation to ${cancelled}` }).click();
  await waitForToast(page, 'Invitation cancelled');

  const guest = await otherBrowser(browser, '10.250.2.1');
  await openPage(guest, cancelLink);
  await expect(guest.getByText('This invitation was cancelled by the organization.')).toBeVisible();
  await openPage(guest, '/invitations/no-such-invitation');
  await expect(guest.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();
  await expectNoAxeViolations(guest);

  await signIn(guest, decliner, { redirect: declineLink });
  await guest.getByLabel('Your name').fill('Dana Decliner');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await guest.getByRole('button', { name: 'Decline' }).click();
  await expect(guest.getByText('This invitation was declined.')).toBeVisible();

  // Signed in as someone else: the page says so, and offers to switch.
  await openPage(guest, memberLink);
  await expect(
    guest.getByText(`You are signed in as ${decliner}, but this invitation is for ${member}.`),
  ).toBeVisible();
  await guest.getByRole('button', { name: 'Sign out' }).click();
  await guest.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(guest.getByLabel('E-mail')).toHaveValue(member);
  await completeSignIn(guest, member);
  await guest.getByLabel('Your name').fill('Mo Member');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(guest.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const organizationUrl = guest.url();

  await page.reload();
  await page.getByRole('button', { name: 'Remove Mo Member' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Mo Member' }).click();
  await waitForToast(page, 'Member removed');
  await guest.reload();
  await expect(guest.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  expect(guest.url()).toBe(organizationUrl);
  await guest.context().close();
});

test('the user menu switches the active organization, by keyboard', async ({ page }) => {
  await signIn(page, USER.email, { redirect: '/app' });
  // The menu's button works once the page is hydrated (until then it is shown disabled).
  await expect(page.getByTestId('viewer')).toBeEnabled();
  await page.getByTestId('viewer').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Northwind Library' })).toBeVisible();
  await menu.getByRole('menuitemradio', { name: 'Northwind Library' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Library' })).toBeVisible();
  await expect(page.getByText('Your role:')).toBeVisible();
  await waitForToast(page, 'Northwind Library is now your active organization');
  await expectNoAxeViolations(page);
  await openPage(page, '/app/organizations');
  await expect(page.getByRole('link', { name: /Northwind Library.*Active/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an admin finds an organization, looks inside and deletes it', async ({ page, browser }) => {
  const owner = await otherBrowser(browser, '10.250.3.1');
  await newPerson(owner, 'owner', 'Ada Owner');
  const name = uniqueName('Doomed Society');
  await createOrganization(owner, name);
  await owner.context().close();

  await signIn(page, ADMIN.email, { redirect: '/manager/organizations' });
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Search organizations').fill(name);
  await expect(page).toHaveURL(/searchTerm=/);
  await page.getByRole('link', { name }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByText('You are not a member: you see it as a Folio admin.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' }).getByText('Ada Owner')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete organization' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete organization' }).click();
  await waitForToast(page, 'Organization deleted');
  await expect(page).toHaveURL(/\/manager\/organizations/);
  await page.getByLabel('Search organizations').fill(name);
  await expect(page.getByText('No organizations match.')).toBeVisible();
});

test('an invitee answers from a phone with scripts off', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await newPerson(page, 'owner', 'Noor Owner');
  const name = uniqueName('Quiet Readers');
  await createOrganization(page, name);
  const invitee = uniqueEmail('no-script-invitee');
  const link = await invite(page, invitee);

  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.4.1' },
  });
  const guest = await context.newPage();
  await openPage(guest, link);
  await guest.getByRole('link', { name: 'Sign in to answer' }).click();
  await withEmailLock(invitee, async () => {
    const mark = await mailMark();
    await guest.getByLabel('E-mail').fill(invitee);
    await guest.getByRole('button', { name: 'Send me a code' }).click();
    await expect(guest).toHaveURL(/\/login\/verify\?/);
    await guest.getByLabel('Code').fill(await codeFor(invitee, mark));
    await guest.getByRole('button', { name: 'Sign in' }).click();
    await expect(guest).toHaveURL(/\/onboarding/);
  });
  await guest.getByLabel('Your name').fill('Nadia Noscript');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { name: `Invitation to ${name}` })).toBeVisible();
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(guest.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(guest.getByText('Your role:')).toBeVisible();
  // Answered already: the link now says so.
  await openPage(guest, link);
  await expect(guest.getByText('This invitation has been accepted.')).toBeVisible();
  await context.close();
});
