import { openPage, signIn } from './support/auth';
import { USER, expect, test } from './support/fixtures';

test('a user who opens the manager area is told they have no access', async ({ page }) => {
  await signIn(page, USER.email);
  // A full page load: the server renders the page and the browser then takes it over (hydration);
  // the person must still see the 403 page once the browser has taken over.
  await openPage(page, '/manager');
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByText('Your account does not have the permission this page needs.')).toBeVisible();
  await expect(page.getByTestId('layout-manager')).toHaveCount(0);
});
