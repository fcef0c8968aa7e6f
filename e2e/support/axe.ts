import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list (rule, impact, element, why) on any
 * violation. `legacyMode` runs it in the page alone, without the blank page axe otherwise opens to
 * merge its frames' results: a third of the time, for a page without frames checked many times over.
 */
export async function expectNoAxeViolations(page: Page, { legacyMode = false } = {}): Promise<void> {
  // Without motion a toast is either shown in full or gone (sonner drops its transitions), so axe never
  // measures the contrast of text caught mid-fade, and no test has to wait for a toast to leave first.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(legacyMode)
    .analyze();
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
