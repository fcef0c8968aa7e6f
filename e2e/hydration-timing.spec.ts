import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { USER, expect, test } from './support/fixtures';

// npm run bench:hydration — a benchmark, not a test: the suite leaves it out (playwright.config.ts). On Chromium at a 4× CPU slowdown (Lighthouse's mobile profile), it reports,
// per page, when the first content was painted and when the page was hydrated: the moment its
// JavaScript-only buttons turned from disabled to enabled. Between the two, links and simple forms
// already work (see slow-phone.spec.ts); these figures say how long the rest waits.
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGES = ['/login', '/app/account', '/app/books'];

async function measure(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt), {
      timeout: 20_000,
    })
    .toEqual(expect.any(Number));
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('painted and hydrated times at a 4× CPU slowdown', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  // Records, in the page, the first moment a disabled button became enabled.
  await page.addInitScript(() => {
    const marks = window as unknown as { __hydratedAt?: number };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const enabled = mutation.oldValue !== null && !(mutation.target as Element).hasAttribute('disabled');
        if (enabled && marks.__hydratedAt === undefined) marks.__hydratedAt = performance.now();
      }
    }).observe(document, {
      attributes: true,
      attributeFilter: ['disabled'],
      attributeOldValue: true,
      subtree: true,
    });
  });
  const rows: string[] = [];
  for (const path of PAGES) {
    if (path !== '/login') await signIn(page, USER.email);
    const runs: { painted: number; hydrated: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page, path));
    const painted = median(runs.map((timing) => timing.painted));
    const hydrated = median(runs.map((timing) => timing.hydrated));
    rows.push(
      `${path.padEnd(14)} painted ${painted.toFixed(0).padStart(5)} ms   hydrated ${hydrated.toFixed(0).padStart(5)} ms`,
    );
    if (path === '/login') continue;
    await page.context().clearCookies();
  }
  const report = `${testInfo.project.name}, median of ${RUNS} loads at ${CPU_SLOWDOWN}× CPU slowdown:\n${rows.join('\n')}`;
  console.log(report);
});
