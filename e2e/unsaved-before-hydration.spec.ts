import type { Page, Route } from '@playwright/test';
import { signIn } from './support/auth';
import { ADMIN, expect, test } from './support/fixtures';

/** Opens a page without waiting for its scripts (module scripts hold back "load" and DOMContentLoaded). */
async function openUnhydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Holds the page's scripts until `release`: what is done meanwhile is done before hydration. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.m?js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

// Desktop only (playwright.config.ts): the sidebar's links are there before hydration; a phone's menu
// button opens only once hydrated, and the guard then asks itself (slow-phone.spec.ts).
test('a link clicked before hydration away from typed text is held, then asked about', async ({ page }) => {
  await signIn(page, ADMIN.email);
  const release = await holdScripts(page);
  await openUnhydrated(page, '/manager/books/new');
  await page.getByLabel('Title').fill('Half-written');
  await page.getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/books\/new$/);

  await release();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Discard your changes?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Half-written');
  await expect(page).toHaveURL(/\/manager\/books\/new$/);
});

test('closing the tab before hydration with typed text gets the browser’s question', async ({ page }) => {
  await signIn(page, ADMIN.email);
  const release = await holdScripts(page);
  await openUnhydrated(page, '/manager/books/new');
  // Listening starts before the typing, a round trip to the browser: Playwright asks for dialogs with a
  // message it does not wait for, and a close sent straight after could reach the page first, its
  // question then answered unseen (e2e/support/file-chooser.ts tells the same of file choosers).
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.getByLabel('Title').fill('Half-written');
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await release().catch(() => undefined);
});
