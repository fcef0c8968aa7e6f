import { openPage } from './support/auth';
import { expect, test } from './support/fixtures';

// Refreshes docs/screenshot.png (the sign-in page, desktop) for the README; playwright.config.ts
// leaves this file out unless asked (and out of the phone project always):  README_SCREENSHOT=1 npx playwright test readme-screenshot
test('README screenshot of the sign-in page', async ({ page }) => {
  await openPage(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign in or create your Folio account' })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshot.png', animations: 'disabled' });
});
