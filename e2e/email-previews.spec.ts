import { expect, test } from './support/fixtures';

// The previews are a development tool (tests/integration/email-previews.test.ts shows them in `vite dev`
// mode); the production build this suite runs has none of them.
test('the e-mail previews are not served by a production build', async ({ page, request }) => {
  for (const path of ['/dev/emails', '/dev/emails?email=sign-in-code&lang=fr&theme=dark']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByText('Folio e-mail previews')).toHaveCount(0);
  }
  // Nor to a client that does not render pages.
  const response = await request.get('/dev/emails?email=invitation');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('sample-invitation');
});
