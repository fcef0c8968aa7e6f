import { readFileSync } from 'node:fs';
import { coldLoad } from '../bench/cold-load';
import { signIn } from './support/auth';
import { ADMIN, USER, expect, test } from './support/fixtures';
import { BASE_URL } from './support/ports';

interface Budget {
  scripts: number;
  gzipKb: number;
}

const { pages } = JSON.parse(readFileSync(new URL('./first-load-js.json', import.meta.url), 'utf8')) as {
  pages: Record<string, Budget>;
};
const ALLOWED_GROWTH = 1.1;

test.describe('first-load JavaScript stays within its committed size', () => {
  for (const [pathname, budget] of Object.entries(pages)) {
    test(`${pathname}: at most 10 % over ${budget.gzipKb} KB gzip in ${budget.scripts} files`, async ({
      page,
    }) => {
      let cookie: string | undefined;
      if (pathname !== '/login') {
        await signIn(page, pathname.startsWith('/manager') ? ADMIN.email : USER.email);
        cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      }
      const cold = await coldLoad(BASE_URL, pathname, cookie);
      expect(cold.scripts, cold.files.join('\n')).toBeLessThanOrEqual(
        Math.floor(budget.scripts * ALLOWED_GROWTH),
      );
      expect(cold.gzipKb).toBeLessThanOrEqual(Math.floor(budget.gzipKb * ALLOWED_GROWTH));
    });
  }
});

test.describe('a French visitor', () => {
  test.use({ locale: 'fr-FR' });

  test('downloads the texts of French only, and the page hydrates in it', async ({ page }) => {
    const languageChunks: string[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      const chunk = /\/assets\/(en|fr|ar|sw)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) languageChunks.push(chunk[1]!);
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    await expect(page.getByText('L’adresse e-mail est invalide')).toBeVisible();
    expect(languageChunks).toEqual(['fr']);
    // A hydration that rendered other words than the server's would be reported here.
    expect(pageErrors).toEqual([]);
  });
});
