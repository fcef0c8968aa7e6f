import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { ADMIN, USER, expect, test } from './support/fixtures';

// On a phone, text under 12 px cannot be read without zooming (Lighthouse's "legible font sizes").

/** The visible texts of the page drawn under 12 px, with their size. */
function illegibleTexts(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('.sr-only')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      const size = Number.parseFloat(style.fontSize);
      if (size < 12) found.push(`${text.slice(0, 40)} (${size} px)`);
    }
    return found;
  });
}

for (const [who, email, path] of [
  ['a reader', USER.email, '/app/books'],
  ['an admin', ADMIN.email, '/manager/users'],
] as const) {
  test(`every text ${who} sees on ${path} is at least 12 px`, async ({ page }) => {
    await signIn(page, email, { redirect: path });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
    expect(await illegibleTexts(page)).toEqual([]);
  });
}
