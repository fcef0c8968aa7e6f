import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { serveFolder } from './support/static-server';

const CATALOGUE = 'storybook-static';

/** Each story is shown as a person first meets Folio, and right to left in the dark. */
const VIEWS = [
  { locale: 'en', theme: 'light', dir: 'ltr' },
  { locale: 'ar', theme: 'dark', dir: 'rtl' },
] as const;

interface StoryEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

/**
 * Shows a story in the catalogue's preview already open, as its toolbar would (Storybook's channel):
 * no page load per story. Resolves once it is rendered or has failed.
 */
async function showStory(page: Page, storyId: string, globals: { locale: string; theme: string }) {
  await page.evaluate(
    ({ storyId, globals }) =>
      new Promise<void>((resolve) => {
        // Storybook's own channel between its manager and preview (no public type for it).
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        for (const event of ['storyRendered', 'storyErrored', 'storyThrewException'])
          channel.once(event, () => resolve());
        channel.emit('updateGlobals', { globals });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, globals },
  );
}

interface StorybookChannel {
  once(event: string, listener: () => void): void;
  emit(event: string, payload: unknown): void;
}

// The component catalogue (npm run storybook) builds, and every story in it renders without an error
// and is axe-clean in both views: a story cannot rot. One build for the whole check; the catalogue
// looks the same at every viewport that matters here, so only the desktop project runs it
// (playwright.config.ts).
test('every story of the component catalogue renders and is axe-clean', async ({ page }) => {
  // The build and two checks of each of about 70 stories: about 1 minute on an idle machine.
  test.setTimeout(900_000);

  await test.step('build the catalogue', async () => {
    await promisify(execFile)(
      process.execPath,
      ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '--quiet', '--output-dir', CATALOGUE],
      { env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' }, maxBuffer: 64 * 1024 * 1024 },
    );
  });
  const index = JSON.parse(await readFile(`${CATALOGUE}/index.json`, 'utf8')) as {
    entries: Record<string, StoryEntry>;
  };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(50);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chromium asks every page for a /favicon.ico the catalogue has none of.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  const server = await serveFolder(CATALOGUE);
  try {
    // The a11y addon's own automatic check would run beside this one: it is switched off here.
    await page.goto(
      `${server.url}/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=a11y.manual:!true`,
    );
    await expect(page.locator('body.sb-show-main')).toHaveCount(1);
    for (const { locale, theme, dir } of VIEWS) {
      for (const story of stories) {
        await test.step(`${story.title} › ${story.name} (${locale}, ${theme})`, async () => {
          errors.length = 0;
          await showStory(page, story.id, { locale, theme });
          await expect(page.locator('body'), `${story.id} failed to render`).toHaveClass(/sb-show-main/);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expectNoAxeViolations(page);
          expect(errors, `${story.id} logged errors`).toEqual([]);
        });
      }
    }
  } finally {
    await server.close();
  }
});
