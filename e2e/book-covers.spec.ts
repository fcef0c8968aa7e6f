import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { openPage, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { chooseFileByKeyboard, type ChosenFile } from './support/file-chooser';
import { ADMIN, USER, expect, test } from './support/fixtures';

function uniqueTitle(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function createBook(page: Page, title: string) {
  await openPage(page, '/manager/books/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('Cover Author');
  await page.getByLabel('Genre').selectOption({ label: 'Fiction' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Book created')).toBeVisible();
  // Gone before the next page is checked: a toast fading out is text of no contrast to axe.
  await expect(page.getByText('Book created')).toBeHidden();
}

/** Opens the cover's file chooser with the keyboard and picks `file`. */
const chooseImageByKeyboard = (page: Page, file: ChosenFile) =>
  chooseFileByKeyboard(page, page.getByRole('button', { name: /^(Choose an image|Replace image)$/ }), file);

/** Whether the image has arrived and been decoded (a broken one has no natural width). */
const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test('an admin gives a book a cover by keyboard, and a reader sees it on /app/books', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = uniqueTitle('Covered');
  await signIn(page, ADMIN.email);
  await createBook(page, title);
  await page.getByRole('link', { name: 'Edit' }).click();
  const cover = page.getByRole('group', { name: 'Cover' });
  await expect(cover.getByText('Drop an image here or choose one')).toBeVisible();
  await expectNoAxeViolations(page);

  const photo = await sharp({ create: { width: 900, height: 1350, channels: 3, background: '#1f6f8b' } })
    .jpeg()
    .toBuffer();
  await chooseImageByKeyboard(page, { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(cover.getByText('Image ready. Save to apply it.')).toBeVisible();
  await expect(cover.locator('img')).toHaveAttribute('src', /^blob:/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Book updated')).toBeVisible();
  const detailCover = page.locator('img[src^="/api/files/covers/"]');
  await expect(detailCover).toHaveAttribute('srcset', /-200\.webp 200w, .*-600\.webp 600w/);
  await expect.poll(() => loaded(detailCover)).toBe(true);

  const reader = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const readerPage = await reader.newPage();
    await signIn(readerPage, USER.email, { redirect: `/app/books?searchTerm=${encodeURIComponent(title)}` });
    const card = readerPage.getByRole('link', { name: new RegExp(title) });
    const image = card.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => loaded(image)).toBe(true);
    await expectNoAxeViolations(readerPage);
  } finally {
    await reader.close();
  }
});

test('a file that is no image is refused with a sentence where it is chosen, and the book keeps no cover', async ({
  page,
}) => {
  test.slow();
  const title = uniqueTitle('Uncovered');
  await signIn(page, ADMIN.email);
  await createBook(page, title);
  await page.getByRole('link', { name: 'Edit' }).click();
  // Named and declared as a PNG, but a page: refused where it is chosen, before anything is sent.
  await chooseImageByKeyboard(page, {
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><title>not a picture</title>'),
  });
  const cover = page.getByRole('group', { name: 'Cover' });
  await expect(cover.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
  await expect(cover.getByText('Image ready. Save to apply it.')).toHaveCount(0);
  // A PNG in its first bytes that does not decode: damaged.
  await chooseImageByKeyboard(page, {
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  });
  await expect(cover.getByRole('alert')).toHaveText('The image could not be read; it may be damaged.');
  await expect(cover.locator('img[src^="blob:"]')).toHaveCount(0);

  // A file the browser already knows is not an image never leaves it.
  await chooseImageByKeyboard(page, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('notes'),
  });
  await expect(cover.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
  await openPage(page, new URL(page.url()).pathname.replace(/\/update$/, ''));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('img[src^="/api/files/"]')).toHaveCount(0);
});
