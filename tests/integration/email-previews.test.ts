import { readdir, readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '~/locales';
import { LANGUAGES } from '~/lib/languages';
import { EMAIL_SAMPLES } from '~/server/email/email-samples';
import { withSecurityHeaders } from '~/server/security/headers';
import { Route } from '~/routes/dev/emails';
import { startHttpTestServer, type HttpTestServer } from '../support/http-test-server';
import { CHROMIUM } from '../../e2e/support/chromium';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The route's GET handler as `vite dev` runs it (Vitest, like vite dev, has import.meta.env.DEV). */
function devHandler(): (request: Request) => Promise<Response> {
  const handlers = Route.options.server?.handlers;
  const get = handlers && typeof handlers === 'object' && 'GET' in handlers ? handlers.GET : undefined;
  if (typeof get !== 'function') throw new Error('/dev/emails has no GET handler in development');
  // The handler reads the request only; the rest of TanStack Start's handler context is unused.
  return async (request) => {
    const response = await get({ request } as Parameters<typeof get>[0]);
    if (!(response instanceof Response)) throw new Error('/dev/emails answered without a response');
    return response;
  };
}

/** A page's text as a reader gets it: React escapes quotes and angle brackets. */
function textOf(html: string): string {
  return html
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('e-mail previews (/dev/emails) in development', () => {
  const get = (query = '') => devHandler()(new Request(`http://localhost/dev/emails${query}`));

  it('shows each e-mail in each language: subject, HTML, plain text and size', async () => {
    for (const sample of EMAIL_SAMPLES) {
      for (const language of LANGUAGES) {
        const response = await get(`?email=${sample.id}&lang=${language}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const page = await response.text();
        const message = sample.render(language, 'http://localhost');
        expect(page).toContain(`<h2>${sample.name}</h2>`);
        expect(textOf(page)).toContain(message.subject);
        expect(textOf(page)).toContain(message.text);
        expect(page).toContain(
          `HTML ${new TextEncoder().encode(message.html).length.toLocaleString('en')} B`,
        );
      }
    }
  });

  it('answers 404 for an e-mail Folio does not send', async () => {
    expect((await get('?email=newsletter')).status).toBe(404);
  });

  it('lists every e-mail whose texts Folio has (a new notice cannot be left out)', async () => {
    const subjects = EMAIL_SAMPLES.map((sample) => sample.render('en', 'http://localhost').subject);
    for (const [key, texts] of Object.entries(resources.en.email)) {
      if (!('subject' in texts)) continue;
      const fixedStart = texts.subject.split('{{')[0] ?? '';
      expect(
        subjects.some((rendered) => rendered.startsWith(fixedStart)),
        `email.${key} has no sample`,
      ).toBe(true);
    }
    // And every e-mail template in src/server/email is used by a sample.
    const samplesSource = await readFile('src/server/email/email-samples.ts', 'utf8');
    for (const file of await readdir('src/server/email')) {
      const source = await readFile(`src/server/email/${file}`, 'utf8');
      for (const [, name] of source.matchAll(/export function (\w+Email)\(/g)) {
        expect(samplesSource, `${name} (${file}) has no sample`).toContain(`${name}(`);
      }
    }
  });

  // Every e-mail in four languages through a browser and axe: 10–30 s here, more on a loaded machine.
  describe('in a browser, under the production Content-Security-Policy', { timeout: 90_000 }, () => {
    let server: HttpTestServer;
    let browser: Browser;

    beforeAll(async () => {
      const handler = devHandler();
      server = await startHttpTestServer({
        fetch: async (request) =>
          withSecurityHeaders(await handler(request), {
            https: false,
            pathname: new URL(request.url).pathname,
          }),
      });
      // The browser and flags of the end-to-end tests.
      browser = await chromium.launch(CHROMIUM);
    });

    afterAll(async () => {
      await browser?.close();
      await server?.dispose();
    });

    async function expectNoAxeViolations(page: Page) {
      // The sandboxed frame runs no script, so axe cannot enter it: the e-mails are checked on their own.
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe').analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
    }

    /** Evaluates in the framed HTML part (undefined until it is there). */
    async function framed<T>(page: Page, read: () => T): Promise<T | undefined> {
      return page.frames()[1]?.evaluate(read);
    }

    it('shows e-mails that are axe-clean, left to right and right to left', async () => {
      const page = await (await browser.newContext()).newPage();
      try {
        for (const sample of EMAIL_SAMPLES) {
          for (const language of ['en', 'ar'] as const) {
            await page.setContent(sample.render(language, server.url).html);
            await expectNoAxeViolations(page);
          }
        }
      } finally {
        await page.context().close();
      }
    });

    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      it(`is axe-clean and usable by keyboard at ${viewport.width} px`, async () => {
        const page = await (await browser.newContext({ viewport })).newPage();
        try {
          await page.goto(`${server.url}/dev/emails?email=invitation&lang=ar&theme=dark`);
          // The framed HTML part renders (sandboxed, under the CSP), right to left and in its dark look.
          await expect
            .poll(() => framed(page, () => document.querySelector('h1')?.textContent))
            .toBe('انضم إلى Analytical Engines في Folio');
          expect(await framed(page, () => document.documentElement.dir)).toBe('rtl');
          expect(await framed(page, () => getComputedStyle(document.body).backgroundColor)).toBe(
            'rgb(17, 24, 39)',
          );
          await expectNoAxeViolations(page);

          // Tab to the light theme and follow it: the e-mail is shown light.
          for (let step = 0; step < 20; step++) {
            await page.keyboard.press('Tab');
            if (await page.evaluate(() => document.activeElement?.textContent === 'Light')) break;
          }
          await page.keyboard.press('Enter');
          await page.waitForURL(/theme=light/);
          await expect
            .poll(() => framed(page, () => getComputedStyle(document.body).backgroundColor))
            .toBe('rgb(255, 255, 255)');
          await expectNoAxeViolations(page);
        } finally {
          await page.context().close();
        }
      });
    }
  });
});
