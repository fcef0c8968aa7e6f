import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

/** What Playwright's own `setFiles` takes: paths, or files made in the test (name, type and bytes). */
export type ChosenFile = Parameters<FileChooser['setFiles']>[0];

/**
 * Opens `button`'s file chooser with the keyboard, as a person without a mouse does (focus, then Enter),
 * and picks `file`.
 *
 * Waiting for the chooser starts first: it is what asks the browser to hand choosers over, a message
 * Playwright sends without waiting for its answer. Started straight before the key press, the press could
 * reach the page first and Chrome closed the chooser unseen: 2 of 16 runs of the covers spec waited 90 s
 * under load. The enabled check and the focus are round trips to the browser after it.
 */
export async function chooseFileByKeyboard(page: Page, button: Locator, file: ChosenFile) {
  const chooser = page.waitForEvent('filechooser');
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}
