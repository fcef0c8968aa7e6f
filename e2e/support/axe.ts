import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // Only the violations are reported, so axe does not gather and send back every passing node.
  resultTypes: ['violations'],
};

/**
 * Runs axe on the page as it is now and fails with a readable list (rule, impact, element, why) on any
 * violation. The rules are axe's own WCAG A/AA set, as `@axe-core/playwright` runs them; but axe is put
 * into each document once and run there (and in its frames), where `AxeBuilder` sends axe's 580 KB
 * again on every call and opens a blank page to merge the results: 0.5 s a check instead of 2.5 s, over
 * about 300 checks a run (ADR 0028).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Without motion a toast is either shown in full or gone (sonner drops its transitions), so axe never
  // measures the contrast of text caught mid-fade, and no test has to wait for a toast to leave first.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source);
  }
  // Axe looks at the page scrolled to its top, then it goes back to where the test left it. Scrolled
  // down, what passes under the sticky header is "obscured" to the target-size rule, so the verdict
  // would hang on where the last click scrolled the page: the dashboard's link to the audit log, mostly
  // under the header after a click below it, failed once (and fails every time scrolled just there).
  const { violations } = (await page.evaluate(async (options) => {
    const { scrollX, scrollY } = window;
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    try {
      return await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    } finally {
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    }
  }, RUN_OPTIONS)) as AxeResults;
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const why = (node.failureSummary ?? '').replace(/\n\s*/g, ' ');
        return `    - ${node.target.join(' ')}\n      ${node.html}\n      ${why}`;
      });
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
  expect(violations.length, `axe found WCAG A/AA violations on ${page.url()}:\n${report}\n`).toBe(0);
}
