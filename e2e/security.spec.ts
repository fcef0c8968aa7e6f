import { createHash } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import fc from 'fast-check';
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

/** The CSP sources of a page's inline scripts (those without src), hashed as the browser hashes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

/** The one nonce of a page rendered for its request, after checking that every script carries it. */
async function nonceOfEveryScript(response: APIResponse): Promise<string> {
  const scriptSrc = directives(response.headers()['content-security-policy'] ?? '').get('script-src') ?? [];
  const nonces = scriptSrc.filter((value) => value.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const nonce = nonces[0]!.slice("'nonce-".length, -1);
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
  return nonce;
}

test.describe('security headers of the built server', () => {
  test('/login, the same page for every visitor, carries no nonce: its CSP lists its inline scripts by hash', async ({
    request,
  }) => {
    // The second answer comes from the render cache (ADR 0012).
    for (const response of [await request.get('/login'), await request.get('/login')]) {
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = directives(headers['content-security-policy'] ?? '');
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc.filter((value) => value.startsWith("'nonce-"))).toEqual([]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);

      const html = await response.text();
      expect(html).not.toMatch(/nonce="|csp-nonce/);
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      expect(scriptSrc).toEqual(["'self'", ...new Set(hashes)]);

      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('private, no-store');
      // BASE_URL is http here: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('a page rendered for one visitor has a nonce of its own, on every script', async ({ request }) => {
    // Its own redirect keeps it out of the render cache.
    const first = await nonceOfEveryScript(await request.get('/login?redirect=%2Fapp'));
    const second = await nonceOfEveryScript(await request.get('/login?redirect=%2Fapp'));
    expect(first).not.toBe(second);
  });

  test('/login from the render cache hydrates under its policy without a violation, load after load', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    for (let load = 0; load < 2; load++) {
      const response = await page.goto('/login');
      expect(response?.headers()['content-security-policy']).not.toContain("'nonce-");
      // Enabled once hydrated: the inline scripts that hydration needs have run.
      await expect(page.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
    }
    expect(violations).toEqual([]);
  });

  test('API JSON is nosniff too', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the page hydrates and signs in under the CSP without a single violation', async ({ page }) => {
    const violations = await watchCsp(page);
    // The server functions the pages call (the viewer, the public configuration) answer.
    const serverFunctions: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_serverFn/')) serverFunctions.push(response.status());
    });
    await openPage(page, '/login');
    await completeSignIn(page, USER.email);
    await expect(page.getByTestId('layout-app')).toBeVisible();
    // A client-side navigation loads more chunks.
    await openPage(page, '/app/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    expect(serverFunctions.length).toBeGreaterThan(0);
    expect(
      serverFunctions.every((status) => status === 200),
      String(serverFunctions),
    ).toBe(true);
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
        // The same request from our own origin reaches the app (which answers as it sees fit: a server
        // function that does not exist is a 404).
        const own = await api.post(path, { headers: { origin: BASE_URL }, data: {} });
        const body = await own.text();
        expect(body, path).not.toContain('CROSS_SITE_REQUEST');
        if (path.startsWith('/_serverFn/')) expect(own.status(), path).toBe(404);
      }
    } finally {
      await api.dispose();
    }
  });
});

test.describe('server functions of the built server', () => {
  test('one that does not exist is a 404, never a 500, whatever its id and method', async ({ request }) => {
    const ids = fc.oneof(
      fc.constantFrom('', 'xyz', 'any-function-id', '__proto__', 'constructor', 'toString'),
      fc.stringMatching(/^[\w~-]{1,80}$/),
      // The shape of the build's ids (SHA-256 in hex).
      fc.stringMatching(/^[0-9a-f]{64}$/),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'HEAD'),
        ids,
        fc.constantFrom('', '/', '/more'),
        async (method, id, rest) => {
          const path = `/_serverFn/${id}${rest}`;
          const response = await request.fetch(path, {
            method,
            headers: { origin: BASE_URL, 'x-tsr-serverFn': 'true' },
            data: method === 'POST' ? {} : undefined,
          });
          expect(response.status(), `${method} ${path}`).toBe(404);
        },
      ),
      { numRuns: 60, seed: 26 },
    );
  });
});
