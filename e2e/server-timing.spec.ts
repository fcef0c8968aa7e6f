import { signIn } from './support/auth';
import { USER, expect, test } from './support/fixtures';

// The e2e Folio runs with SERVER_TIMING=true (playwright.config.ts): each answer tells the database
// statements its request sent (src/server/http/server-timing.ts).

test('the server renders /app/books with its data in a few database statements', async ({ page }) => {
  await signIn(page, USER.email);
  // A plain request with the browser's cookies: the server's render of the page, as a first visit gets it.
  const response = await page.request.get('/app/books', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Showing 20 of');
  const timing = response.headers()['server-timing'] ?? '';
  expect(timing).toMatch(
    /^db;dur=\d+\.\d;desc="\d+ statements?", auth;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/,
  );
  const statements = Number(/desc="(\d+) statements?"/.exec(timing)![1]);
  expect(statements).toBeGreaterThanOrEqual(1);
  // Issue 27's goal, met: the session with its user in one statement, read once for the whole render,
  // then the page's data. A change that adds a lookup to the render fails here.
  expect(statements).toBeLessThanOrEqual(3);
});
