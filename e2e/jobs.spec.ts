import type { Locator, Page } from '@playwright/test';
import { openPage, signIn, tabTo } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, USER, expect, test } from './support/fixtures';
import { withEmailLock } from './support/mail';

// The e2e mail catcher refuses refused.example.org for good and answers slow.example.org only after
// Folio's mailer gave up (e2e/support/mail-server.ts); the e2e server retries an e-mail after a second.

function unique(label: string) {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** An organization of the signed-in admin's, and an invitation from it to `email` (through the API). */
async function invite(page: Page, email: string) {
  const headers = { Origin: new URL(page.url()).origin };
  const name = unique('Jobs club');
  const created = await page.request.post('/api/auth/organization/create', {
    data: { name, slug: name.toLowerCase().replaceAll(' ', '-') },
    headers,
  });
  expect(created.status()).toBe(200);
  const invited = await page.request.post('/api/auth/organization/invite-member', {
    data: { organizationId: (await created.json()).id, email, role: 'member' },
    headers,
  });
  expect(invited.status()).toBe(200);
}

/** The filter applies at once, into the URL: no button to press. */
async function showState(page: Page, state: string) {
  const [value] = await page.getByLabel('State').selectOption({ label: state });
  await expect(page).toHaveURL(new RegExp(`status=${value}(&|$)`));
}

/**
 * The newest invitation e-mail row in `state` (with `tries`, when given), waiting (reloading) until
 * the jobs reach it. The other viewport's run left its own jobs, retried since (6 of 6).
 */
async function invitationRow(page: Page, state: string, tries?: string): Promise<Locator> {
  let row = page
    .getByTestId('job')
    .filter({ has: page.getByRole('cell', { name: 'Invitation e-mail', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: state, exact: true }) });
  if (tries) row = row.filter({ has: page.getByRole('cell', { name: tries, exact: true }) });
  row = row.first();
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  return row;
}

async function waitForToast(page: Page, text: string) {
  // The first: the same message twice within a toast's 4 s shows twice.
  await expect(page.getByText(text).first()).toBeVisible();
}

test('an admin sees failed and running jobs with their error, cancels one by keyboard and retries another, both audited', async ({
  page,
}) => {
  // Five tries of a refused e-mail, and a send that hangs: longer than the default budget.
  test.slow();
  // One test at a time looks at the jobs (both viewports run it against one server).
  await withEmailLock('e2e-jobs-page', async () => {
    await signIn(page, ADMIN.email);
    await invite(page, `${unique('refused')}@refused.example.org`);
    await invite(page, `${unique('slow')}@slow.example.org`);

    await openPage(page, '/manager/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The slow send is running: cancelled by keyboard alone.
    await showState(page, 'Running');
    const running = await invitationRow(page, 'Running');
    const cancel = running.getByRole('button', { name: 'Cancel: Invitation e-mail' });
    await page.getByLabel('State').focus();
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this job (Invitation e-mail)?' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel the job' }), 3);
    await page.keyboard.press('Enter');
    await waitForToast(page, 'The job is cancelled.');

    // The refused e-mail has failed five times, with the server's answer.
    await showState(page, 'Failed');
    const failed = await invitationRow(page, 'Failed', '5 of 5');
    await expect(failed.getByText(/No such mailbox here/)).toBeVisible();
    await expectNoAxeViolations(page);
    await failed.getByRole('button', { name: 'Retry: Invitation e-mail' }).click();
    await waitForToast(page, 'The job is queued again.');

    await openPage(page, '/manager/audit?action=job.retried');
    await expect(page.getByTestId('audit-event').first()).toContainText('Job retried');
    await expect(page.getByTestId('audit-event').first()).toContainText(ADMIN.email);
    await openPage(page, '/manager/audit?action=job.canceled');
    await expect(page.getByTestId('audit-event').first()).toContainText('Job cancelled');
  });
});

test('the jobs page is in the manager sidebar, in Arabic right to left, and refused to a user on the server', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN.email, { redirect: '/manager/dashboard' });
  const viewport = page.viewportSize();
  if (viewport && viewport.width >= 768) {
    await page.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/manager\/jobs$/);
  }
  await openPage(page, '/manager/jobs?lng=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المهام' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.9' } });
  const user = await other.newPage();
  await signIn(user, USER.email);
  const refused = await user.request.get('/api/rest/jobs', { headers: { Accept: 'application/json' } });
  expect(refused.status()).toBe(403);
  await other.close();
});
