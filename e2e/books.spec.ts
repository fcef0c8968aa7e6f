import type { Page } from '@playwright/test';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, DESKTOP_ONLY, USER, expect, test } from './support/fixtures';

function uniqueTitle(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function fillBookForm(
  page: Page,
  book: { title?: string; author?: string; genre?: string; publisher?: string },
) {
  if (book.title !== undefined) await page.getByLabel('Title').fill(book.title);
  if (book.author !== undefined) await page.getByLabel('Author').fill(book.author);
  if (book.genre !== undefined) await page.getByLabel('Genre').selectOption({ label: book.genre });
  if (book.publisher !== undefined) await page.getByLabel('Publisher').fill(book.publisher);
}

async function createBook(
  page: Page,
  book: { title: string; author: string; genre: string; publisher?: string },
) {
  await openPage(page, '/manager/books/new');
  await fillBookForm(page, book);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Book created')).toBeVisible();
  await expect(page.getByRole('heading', { name: book.title })).toBeVisible();
}

test('a user browses the catalogue, loads more, searches and opens a book', async ({ page }) => {
  await signIn(page, USER.email, { redirect: '/app/books' });
  await expect(page.getByText(/^Showing 20 of \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page.getByText(/^Showing 40 of \d+$/)).toBeVisible();
  // The page's URL names what is shown: a reload (or a shared link) shows the same 40 books.
  await expect(page).toHaveURL(/\/app\/books\?cursor=/);
  await page.reload();
  await expect(page.getByText(/^Showing 40 of \d+$/)).toBeVisible();
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page.getByText(/^Showing 60 of \d+$/)).toBeVisible();

  await page.getByLabel('Search books').fill('DOSTOEVSKY');
  await expect(page.getByText('2 results for "DOSTOEVSKY"')).toBeVisible();
  await expect(page).toHaveURL(/searchTerm=DOSTOEVSKY/);
  await expect(page.getByRole('link', { name: /Crime and Punishment/ })).toBeVisible();

  await page.getByLabel('Search books').fill('miserables');
  await expect(page.getByText('1 result for "miserables"')).toBeVisible();
  await page.getByRole('link', { name: /Les Misérables/ }).click();
  await expect(page.getByRole('heading', { name: 'Les Misérables' })).toBeVisible();
  await expect(page.getByRole('definition').getByText('Victor Hugo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to books' }).click();
  await expect(page.getByLabel('Search books')).toHaveValue('miserables');
});

test('an admin creates, finds, edits and deletes a book', async ({ page }) => {
  // A long flow (several pages, axe checks, sign-ins): its own budget, not a race against 30 s.
  test.slow();
  const title = uniqueTitle('The Orchard Keeper');
  await signIn(page, ADMIN.email, { redirect: '/manager/books' });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New book' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillBookForm(page, { title, author: 'Cormac McCarthy', genre: 'Fiction', publisher: 'Random House' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Book created')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await openPage(page, '/manager/books');
  await page.getByLabel('Search books').fill(title.toLowerCase());
  await expect(page.getByText(`1 result for "${title.toLowerCase()}"`)).toBeVisible();
  await page.getByRole('link', { name: title }).click();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await fillBookForm(page, { publisher: 'Vintage International' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Book updated')).toBeVisible();
  await expect(page.getByText('Vintage International')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(`"${title}" will be removed from the catalogue.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Book deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/books$/);

  await page.getByLabel('Search books').fill(title);
  await expect(page.getByText(`0 results for "${title}"`)).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('the same title for the same author is refused on the title field', DESKTOP_ONLY, async ({ page }) => {
  const title = uniqueTitle('Blood Meridian');
  await signIn(page, ADMIN.email);
  await createBook(page, { title, author: 'Cormac McCarthy', genre: 'Fiction' });

  await openPage(page, '/manager/books/new');
  await fillBookForm(page, { title: title.toUpperCase(), author: 'cormac mccarthy', genre: 'Fiction' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title already used with the same author')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
});

test('a title that looks like HTML is stored and shown as text', DESKTOP_ONLY, async ({ page }) => {
  const title = `<img src=x onerror=alert(1)> ${uniqueTitle('xss')}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, ADMIN.email);
  await createBook(page, { title, author: 'Mallory', genre: 'Mystery' });
  await openPage(page, page.url());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(dialogs).toEqual([]);
});

test('leaving a form with changes asks first', async ({ page, isMobile }) => {
  /** The manager's Books entry: in the sidebar, or in the menu sheet on phones. */
  const goToBooks = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Books', exact: true }).click();
  };
  await signIn(page, ADMIN.email, { redirect: '/manager/books/new' });
  await page.getByLabel('Title').fill('Half-written');
  await goToBooks();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Discard your changes?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Half-written');

  await goToBooks();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/manager\/books$/);
});

test('a book that does not exist shows the not-found page', DESKTOP_ONLY, async ({ page }) => {
  await signIn(page, USER.email, { redirect: '/app/books/00000000-0000-4000-8000-000000000000' });
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await openPage(page, '/app/books/not-a-book');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test(
  'a count that takes long never holds the books back: they show at once, the total when it comes',
  DESKTOP_ONLY,
  async ({ page }) => {
    await signIn(page, USER.email, { redirect: '/app/books' });
    await expect(page.getByText(/^Showing 20 of \d+$/)).toBeVisible();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/rpc/books/count**', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByLabel('Search books').fill('DOSTOEVSKY');
    await expect(page.getByRole('link', { name: /Crime and Punishment/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'DOSTOEVSKY' })).toHaveCount(0);
    release();
    await expect(page.getByText('2 results for "DOSTOEVSKY"')).toBeVisible();
  },
);
