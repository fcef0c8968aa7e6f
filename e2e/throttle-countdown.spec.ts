import type { Page } from '@playwright/test';
import { openPage } from './support/auth';
import { expect, test, uniqueEmail } from './support/fixtures';

// A throttle's 429 says how long to wait (Retry-After); the page counts that wait down to the second and
// then says the person can try again. The wrong-code budget (5 checks per address per 15 minutes) is the
// throttle a test can reach on its own: the e2e server sends codes without an interval, and each test has
// its own client address (see support/fixtures.ts), so nobody else's budget is spent.

/** Checks a wrong code six times: five are counted, the sixth is refused for 15 minutes. */
async function spendTheWrongCodeBudget(page: Page) {
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByLabel('Code').fill('000000');
    // The button is back (not "Verifying…") once the previous answer has arrived.
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}

test('too many code checks: the page counts the true wait down each second, then says calmly to try again', async ({
  page,
}) => {
  // The browser's clock only: the server keeps its own, so its refusal stands.
  await page.clock.install();
  const email = uniqueEmail('throttled');
  await openPage(page, `/login/verify?email=${encodeURIComponent(email)}`);
  await spendTheWrongCodeBudget(page);

  const alert = page.getByRole('alert');
  // 15 minutes, less the second or two the test took: "14 min, 58 sec".
  await expect(alert).toContainText(/Please wait: try again in 1[45] min/);
  const shown = alert.locator('[aria-hidden="true"]');
  const before = await shown.textContent();
  await page.clock.runFor(3_000);
  await expect(shown).not.toHaveText(before ?? '');
  await expect(shown).toHaveText(/Please wait: try again in 1[45] min/);

  await page.clock.fastForward('15:01');
  // The wait is over: that is no longer an error, but a neutral status.
  await expect(page.getByRole('status').filter({ hasText: 'You can try again now.' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the refused form comes back saying how long to wait', async ({ page }) => {
    const email = uniqueEmail('throttled-no-script');
    await openPage(page, `/login/verify?email=${encodeURIComponent(email)}`);
    await spendTheWrongCodeBudget(page);
    await expect(page).toHaveURL(/error=TOO_MANY_REQUESTS(%3A|:)\d+/);
    await expect(page.getByRole('alert')).toContainText(/Please wait: try again in 1[45] min/);
  });
});
