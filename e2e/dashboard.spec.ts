import type { Locator, Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, expect, test } from './support/fixtures';

interface DashboardJson {
  users: { total: number; recent: number };
  books: { total: number };
  genres: { total: number };
  signInsPerDay: Array<{ day: string; count: number }>;
  latestEvents: Array<{ id: string; action: string; actorEmail: string | null; targetLabel: string | null }>;
}

const number = new Intl.NumberFormat('en');
const signed = new Intl.NumberFormat('en', { signDisplay: 'exceptZero' });

/** What the API answers the page's own session (page.request shares the browser's cookies). */
async function dashboardFromApi(page: Page): Promise<DashboardJson> {
  const response = await page.request.get('/api/rest/dashboard');
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardJson;
}

/** The horizontal centres of the first and last day of the chart, as drawn. */
async function firstAndLastDayX(chart: Locator): Promise<[number, number]> {
  const days = chart.locator('g');
  const centre = async (day: Locator) => {
    const box = (await day.boundingBox())!;
    return box.x + box.width / 2;
  };
  return [await centre(days.first()), await centre(days.last())];
}

test('an admin sees the figures the API reports, a named chart and the latest activity', async ({
  page,
}, testInfo) => {
  await signIn(page, ADMIN.email, { redirect: '/manager/dashboard' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const chart = page.getByRole('img', { name: /^[\d,]+ sign-ins? over the last 30 days/ });
  await expect(chart).toBeVisible();

  // Other tests sign in, add books and users while this one runs: load the page and ask the API
  // together until nothing changed in between, then everything on the page must match the API.
  await expect(async () => {
    await openPage(page, '/manager/dashboard');
    const api = await dashboardFromApi(page);
    expect(await page.getByTestId('figure-users').textContent()).toBe(number.format(api.users.total));
    expect(await page.getByTestId('figure-users-note').textContent()).toBe(
      `${signed.format(api.users.recent)} in 30 days`,
    );
    expect(await page.getByTestId('figure-books').textContent()).toBe(number.format(api.books.total));
    expect(await page.getByTestId('figure-genres').textContent()).toBe(number.format(api.genres.total));

    expect(api.signInsPerDay).toHaveLength(30);
    // This test's own sign-in is in today's bar.
    expect(api.signInsPerDay.at(-1)!.count).toBeGreaterThan(0);
    const total = api.signInsPerDay.reduce((sum, day) => sum + day.count, 0);
    expect(await chart.getAttribute('aria-label')).toMatch(
      new RegExp(`^${number.format(total)} sign-ins? over the last 30 days`),
    );
    // The day-by-day numbers, for whoever cannot see the bars.
    await page.getByText('Sign-ins day by day').click();
    expect(await page.getByRole('table').locator('tbody td').allTextContents()).toEqual(
      api.signInsPerDay.map((day) => number.format(day.count)),
    );

    const events = page.getByTestId('latest-event');
    expect(await events.count()).toBe(api.latestEvents.length);
    for (const [index, event] of api.latestEvents.entries()) {
      const text = (await events.nth(index).textContent()) ?? '';
      expect(text).toContain(event.actorEmail ?? 'System');
      if (event.targetLabel) expect(text).toContain(event.targetLabel);
      expect(text, 'the action is translated').not.toContain(event.action);
    }
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  // Time runs left to right, today last.
  const [first, last] = await firstAndLastDayX(chart);
  expect(first).toBeLessThan(last);
  // Phones stack the figure cards; wider screens put them side by side.
  const users = (await page.getByTestId('figure-users').boundingBox())!;
  const books = (await page.getByTestId('figure-books').boundingBox())!;
  if (testInfo.project.name === 'phone') expect(books.y).toBeGreaterThan(users.y + users.height);
  else expect(Math.abs(books.y - users.y)).toBeLessThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('link', { name: 'View the audit log' }).click();
  await expect(page).toHaveURL(/\/manager\/audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
});

test('the dashboard in Arabic and dark mode: right to left, mirrored chart, no axe violation', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, ADMIN.email, { redirect: '/manager/dashboard?lng=ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحة التحكم');
  const chart = page.getByRole('img', { name: /خلال آخر ٣٠|خلال آخر 30/ });
  await expect(chart).toBeVisible();

  // Time runs from the start side, on the right, to today on the left.
  const [first, last] = await firstAndLastDayX(chart);
  expect(first).toBeGreaterThan(last);
  await page.getByText('عمليات تسجيل الدخول يومًا بيوم').click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(30);
  await expectNoAxeViolations(page);
});
