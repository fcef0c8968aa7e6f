import type { Page } from '@playwright/test';
import { completeSignIn, openPage } from './support/auth';
import { USER, expect, test } from './support/fixtures';
import { BASE_URL } from './support/ports';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Collects CSP violations (console messages and securitypolicyviolation events) of a page. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test.describe('security headers of the built server', () => {
  test('/login has a nonce-based CSP that every script carries, and the other security headers', async ({
    request,
  }) => {
    const response = await request.get('/login');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy'] ?? '');

    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonces = scriptSrc.filter((value) => value.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0]!.slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);

    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // A page carries its request's nonce: no cache, shared or private, may keep it.
    expect(headers['cache-control']).toBe('private, no-store');
    // BASE_URL is http here: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();

    // A page rendered for one visitor (here with its own redirect) has a fresh nonce; the plain sign-in
    // page is served from the render cache with the nonce its cached bytes carry.
    const rendered = directives(
      (await request.get('/login?redirect=%2Fapp')).headers()['content-security-policy'] ?? '',
    );
    expect(rendered.get('script-src')).not.toContain(nonces[0]);
  });

  test('API JSON is nosniff too', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the page hydrates and signs in under the CSP without a single violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await openPage(page, '/login');
    await completeSignIn(page, USER.email);
    await expect(page.getByTestId('layout-app')).toBeVisible();
    // A client-side navigation loads more chunks.
    await openPage(page, '/app/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the API reference page works under its own policy', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/api/openapi/app');
    const policy = directives(response?.headers()['content-security-policy'] ?? '');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    await expect(page.getByText('Folio API').first()).toBeVisible();
    // Deliberately blocked: Scalar's `new Function` feature probe (it falls back), its web fonts and its
    // registry proxy on scalar.com — the page talks to no third party.
    const expected = /blocked eval \(.*\/api\/openapi\/reference\.js|scalar\.com/;
    expect(violations.filter((text) => !expected.test(text))).toEqual([]);
  });
});

test.describe('cross-site requests to the built server', () => {
  test('a server function, auth and REST refuse another origin with 403 CROSS_SITE_REQUEST', async ({
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      for (const path of [
        '/_serverFn/any-function-id',
        '/api/auth/sign-out',
        '/api/rest/books',
        '/api/rpc/books/create',
      ]) {
        const attempts: Array<Record<string, string>> = [
          { origin: 'https://evil.example' },
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'cross-site' },
        ];
        for (const headers of attempts) {
          const response = await api.post(path, { headers, data: {} });
          expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
          expect((await response.json()).code).toBe('CROSS_SITE_REQUEST');
        }
        // The same request from our own origin reaches the app (which answers as it sees fit).
        if (path.startsWith('/_serverFn/')) continue;
        const own = await api.post(path, { headers: { origin: BASE_URL }, data: {} });
        const body = await own.text();
        expect(body, path).not.toContain('CROSS_SITE_REQUEST');
      }
    } finally {
      await api.dispose();
    }
  });
});
