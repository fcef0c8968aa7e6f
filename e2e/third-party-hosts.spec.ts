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

/** The requests a page has started and not yet finished. */
function trackInFlight(page: Page): Set<string> {
  const inFlight = new Set<string>();
  const requests = new Map<object, string>();
  page.on('request', (request) => {
    requests.set(request, request.url());
    inFlight.add(request.url());
  });
  const done = (request: object) => {
    const url = requests.get(request);
    requests.delete(request);
    if (url && ![...requests.values()].includes(url)) inFlight.delete(url);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return inFlight;
}

/**
 * Opens `path` and waits until none of its requests has been in flight for half a second (fonts, lazy
 * chunks and documents loaded), or 15 s have passed: what starts meanwhile is watched either way.
 * Playwright's `networkidle` counts connections the page keeps open, and under load it never came.
 */
async function visit(page: Page, path: string, inFlight: Set<string>): Promise<void> {
  await openPage(page, path);
  await quiet(page, inFlight);
}

async function quiet(page: Page, inFlight: Set<string>): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(100);
  }
  test.info().annotations.push({ type: 'still in flight', description: [...inFlight].join(', ') });
}

test('no page of Folio asks anything of another host', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origins = await watchOrigins(page);
  const inFlight = trackInFlight(page);

  await visit(page, '/login', inFlight);
  await signIn(page, ADMIN.email);
  for (const path of [
    '/app/books',
    '/app/account',
    '/manager/dashboard',
    '/manager/users',
    '/manager/books',
    '/manager/audit',
  ])
    await visit(page, path, inFlight);

  await visit(page, '/api/openapi/app', inFlight);
  await expect(page.getByText('Folio API').first()).toBeVisible();
  // The reference's own buttons that would call scalar.com are not shown.
  await expect(page.getByText('Ask AI')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Share|Deploy)/ })).toHaveCount(0);
  await quiet(page, inFlight);

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
