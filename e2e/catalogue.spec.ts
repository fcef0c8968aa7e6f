import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { englishLeftOverFinder } from './support/english-left-over';
import { expect, test } from './support/fixtures';
import { serveFolder } from './support/static-server';

const CATALOGUE = 'storybook-static';

/**
 * Each story as a person first meets Folio, and right to left in the dark: axe checks both, and the
 * Arabic one is read for English left over (a text written in a component or a story instead of taken
 * from the locale files shows in every language other than English, so one is enough). French and
 * Swahili are not rendered: what a render in them could find and Arabic's cannot is a text missing
 * from their own locale files, which src/locales/translations.test.ts checks for every key of every
 * language without a browser.
 */
const VIEWS = [
  { locale: 'en', theme: 'light', dir: 'ltr' },
  { locale: 'ar', theme: 'dark', dir: 'rtl' },
] as const;

/** Where a story's texts are: every text node and the attributes read aloud or shown in place of text. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SPOKEN = ['aria-label', 'aria-description', 'aria-roledescription', 'placeholder', 'title', 'alt'];
    // Storybook's own messages (no preview, an error display) are not the story's.
    const SKIP = 'script, style, .sb-wrapper, .sb-preparing-docs, #storybook-docs';
    const texts: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest(SKIP)) continue;
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent);
      for (const name of SPOKEN) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value);
      }
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
        texts.push(element.value);
    }
    return texts;
  });
}

interface StoryEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

/**
 * Sends one of Storybook's own messages from its manager to its preview, as its toolbar would (no page
 * load): resolves once the story shown is rendered after it, or has failed.
 */
function tellPreview(page: Page, event: 'updateGlobals' | 'setCurrentStory', payload: unknown) {
  return page.evaluate(
    ({ event, payload }) =>
      new Promise<void>((resolve) => {
        // Storybook's own channel between its manager and preview (no public type for it).
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        for (const rendered of ['storyRendered', 'storyErrored', 'storyThrewException'])
          channel.once(rendered, () => resolve());
        channel.emit(event, payload);
      }),
    { event, payload },
  );
}

/** The shown story again in another language and theme. */
const showGlobals = (page: Page, globals: { locale: string; theme: string }) =>
  tellPreview(page, 'updateGlobals', { globals });

const showStory = (page: Page, storyId: string) =>
  tellPreview(page, 'setCurrentStory', { storyId, viewMode: 'story' });

interface StorybookChannel {
  once(event: string, listener: () => void): void;
  emit(event: string, payload: unknown): void;
}

// The component catalogue (npm run storybook) builds, and every story in it renders without an error
// in English and in Arabic, right to left and dark, is axe-clean in both, and shows no English text left
// over in Arabic (its texts come from the locale files: `text(…)` in its arguments, see
// .storybook/text.ts): a story cannot rot. One build for the whole check; the catalogue looks the same
// at every viewport that matters here, so only the desktop project runs it (playwright.config.ts).
test('every story of the component catalogue renders in English and Arabic and is axe-clean', async ({
  page,
}) => {
  // The build, two renders and two axe checks of each of about 110 stories: about 2 minutes on an idle machine.
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
    // One render a story: a view's language and theme are set once, re-rendering the story shown then
    // (the first one of the view, or the last of the previous one), and each story is a switch.
    let shown = stories[0]!.id;
    for (const { locale, theme, dir } of VIEWS) {
      const englishLeftOver = locale === 'en' ? () => undefined : englishLeftOverFinder(locale);
      errors.length = 0;
      await showGlobals(page, { locale, theme });
      for (const story of stories) {
        await test.step(`${story.title} › ${story.name} (${locale}, ${theme})`, async () => {
          if (story.id !== shown) {
            errors.length = 0;
            await showStory(page, story.id);
            shown = story.id;
          }
          await expect(page.locator('body'), `${story.id} failed to render`).toHaveClass(/sb-show-main/);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          const texts = await shownTexts(page);
          // Soft: one run lists every story with a text left untranslated, not only the first.
          expect
            .soft(
              texts.filter((shown) => shown.includes('⟦')),
              `${story.id} (${locale}) shows text(…) tokens the decorator did not translate`,
            )
            .toEqual([]);
          expect
            .soft(
              texts.flatMap((shown) => {
                const key = englishLeftOver(shown);
                return key ? [`"${shown.trim()}" (${key})`] : [];
              }),
              `${story.id} (${locale}) shows English texts of the locale files`,
            )
            .toEqual([]);
          await expectNoAxeViolations(page);
          expect(errors, `${story.id} logged errors`).toEqual([]);
        });
      }
    }
  } finally {
    await server.close();
  }
});
