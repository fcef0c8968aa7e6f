import type { Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { ADMIN, USER, expect, test } from './support/fixtures';

// Search engines and link previews read a page's <meta name="description">: one per page, its own,
// in the page's language, from the server's first paint and after a navigation in the browser.

const description = (page: Page) => page.locator('meta[name="description"]');

test('the sign-in page describes itself, in the visitor’s language', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html).toContain('<meta name="description" content="Sign in to Folio with a one-time code');

  await openPage(page, '/login?lng=fr');
  await expect(description(page)).toHaveAttribute(
    'content',
    'Connectez-vous à Folio avec un code à usage unique envoyé à votre adresse e-mail : aucun mot de passe à retenir.',
  );
});

test('each page of the app has its own description, kept as one navigates', async ({ page }) => {
  await signIn(page, USER.email, { redirect: '/app/books' });
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute(
    'content',
    "Search Folio's catalogue of books by title, author or publisher.",
  );
  // The top bar, or the bottom bar on a phone: whichever is shown.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute('content', /^Your Folio account: your name, picture/);
});

test('the manager’s pages describe themselves too', async ({ page }) => {
  await signIn(page, ADMIN.email, { redirect: '/manager/users' });
  await expect(description(page)).toHaveAttribute(
    'content',
    'Find the people who use Folio by name or e-mail address, role and status.',
  );
});
