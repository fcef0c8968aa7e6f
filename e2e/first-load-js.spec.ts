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
