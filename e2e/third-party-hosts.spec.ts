import type { Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { ADMIN, expect, test } from './support/fixtures';

/**
 * Every origin `page` asks for anything while it is watched: its requests, and those its Content Security
 * Policy blocked before they left (Chromium reports no request for those). data: and blob: URLs stay
 * in the page, so they are not counted.
 */
async function watchOrigins(page: Page): Promise<Set<string>> {
  const origins = new Set<string>();
  const note = (url: string) => {
    if (!/^(data|blob|about):/.test(url)) origins.add(new URL(url).origin);
  };
  page.on('request', (request) => note(request.url()));
  await page.exposeFunction('__noteBlockedUrl', (url: string) => note(url));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (/^https?:/.test(event.blockedURI))
        (window as unknown as { __noteBlockedUrl(url: string): void }).__noteBlockedUrl(event.blockedURI);
    });
  });
  return origins;
}

/** Opens `path` and waits until its network has been quiet (fonts, lazy chunks and documents loaded). */
async function visit(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
}

test('no page of Folio asks anything of another host', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origins = await watchOrigins(page);

  await visit(page, '/login');
  await signIn(page, ADMIN.email);
  for (const path of [
    '/app/books',
    '/app/account',
    '/manager/dashboard',
    '/manager/users',
    '/manager/books',
    '/manager/audit',
  ])
    await visit(page, path);

  await visit(page, '/api/openapi/app');
  await expect(page.getByText('Folio API').first()).toBeVisible();
  // The reference's own buttons that would call scalar.com are not shown.
  await expect(page.getByText('Ask AI')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Share|Deploy)/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
