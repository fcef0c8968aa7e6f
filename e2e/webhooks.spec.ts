import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { openPage, signIn, tabTo } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, clientIpOf, expect, test } from './support/fixtures';
import { BASE_URL } from './support/ports';

// The e2e server may call receivers on 127.0.0.1 over http (WEBHOOK_ALLOW_PRIVATE_ADDRESSES in
// playwright.config.ts). The tests share the one list of endpoints, so they run one after the other.
test.describe.configure({ mode: 'serial' });

interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  verified: boolean;
}

/** A receiver as a customer writes one: each request verified with `standardwebhooks`, 401 when it fails. */
async function startReceiver() {
  const received: Received[] = [];
  const secrets: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const verified = secrets.some((secret) => {
        try {
          new Webhook(secret).verify(raw, headers);
          return true;
        } catch {
          return false;
        }
      });
      const body = JSON.parse(raw) as { type: string; data: Record<string, unknown> };
      received.push({ id: headers['webhook-id'] ?? '', type: body.type, data: body.data, verified });
      response.writeHead(verified ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ received: verified }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/folio-hook`,
    received,
    secrets,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Waits until the receiver has verified an event of `type` that `matches`. */
async function arrival(receiver: Receiver, type: string, matches: (event: Received) => boolean = () => true) {
  await expect
    .poll(() => receiver.received.some((event) => event.type === type && event.verified && matches(event)), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** A book of the admin's, through the API their pages call. */
async function createBook(page: Page, title: string): Promise<string> {
  const headers = { origin: BASE_URL, 'x-forwarded-for': clientIpOf(page.context()) ?? '127.0.0.1' };
  const genres = await page.request.get('/api/rest/genres', { headers });
  expect(genres.ok()).toBe(true);
  const list = (await genres.json()) as Array<{ id: string }> | { items: Array<{ id: string }> };
  const genreId = (Array.isArray(list) ? list : list.items)[0]!.id;
  const created = await page.request.post('/api/rest/books', {
    data: { title, author: 'Webhook Tester', genreId },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

test('an admin adds an endpoint that a real receiver verifies, tests it, sees a book change arrive, rotates, disables and deletes it', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const receiver = await startReceiver();
  try {
    await signIn(page, ADMIN.email, { redirect: '/manager/dashboard' });
    await page.getByRole('link', { name: 'Webhooks' }).first().click();
    await expect(page).toHaveURL(/\/manager\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    const empty = page.getByTestId('webhooks-empty');
    await expect(empty).toContainText('No endpoint yet');
    await expectNoAxeViolations(page);

    // Nothing filled in: both refusals said on their fields; a URL that is not one, on its own.
    await empty.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByRole('button', { name: 'Add the endpoint' }).click();
    await expect(dialog.getByText('URL is required')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add the endpoint' }).click();
    await expect(dialog.getByText(/Enter a full URL such as https:\/\/example\.com\/webhooks/)).toBeVisible();

    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByLabel('Description').fill('The shop re-indexes its catalogue');
    const updated = dialog.getByRole('checkbox', { name: 'book.updated' });
    await expect(updated).toHaveAccessibleDescription("A book's details changed.");
    await updated.check();
    await dialog.getByRole('checkbox', { name: 'book.deleted' }).check();
    await expect(dialog.getByText('Choose at least one event')).toBeHidden();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add the endpoint' }).click();

    // The secret, this once.
    const shown = page.getByRole('dialog', { name: "The endpoint's signing secret" });
    await expect(shown.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    await expect(page.getByText('Endpoint added')).toBeVisible();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    receiver.secrets.push(secret);
    expect(await page.content()).not.toContain(secret);

    const item = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await expect(item).toContainText('The shop re-indexes its catalogue');
    await expect(item).toContainText('Enabled');
    await expect(item).toContainText('Events: book.updated, book.deleted');
    await expect(item).toContainText('Last delivery: none yet');
    await expectNoAxeViolations(page);

    // A test event, verified by the receiver with the secret the page showed.
    await item.getByRole('link', { name: receiver.url }).click();
    await expect(page.getByRole('heading', { name: receiver.url, level: 1 })).toBeVisible();
    const deliveries = page.getByTestId('webhook-deliveries');
    await expect(deliveries).toContainText('Nothing has been sent to this endpoint yet.');
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect(page.getByText('Test event sent')).toBeVisible();
    await arrival(receiver, 'webhook.test');
    const testDelivery = deliveries.getByTestId('webhook-delivery').filter({ hasText: 'webhook.test' });
    await expect(testDelivery).toContainText('Delivered (HTTP 200)');
    await expect(testDelivery).toContainText('1 try');

    // A book changed elsewhere in Folio: the receiver gets book.updated for it.
    const title = `Hooked ${Date.now().toString(36)}`;
    const bookId = await createBook(page, title);
    await openPage(page, `/manager/books/${bookId}/update`);
    await page.getByLabel('Title').fill(`${title} (2nd edition)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Book updated')).toBeVisible();
    await arrival(receiver, 'book.updated', (event) => JSON.stringify(event.data).includes(bookId));
    // Subscribed to book.updated and book.deleted only: its creation was not sent.
    expect(receiver.received.filter((event) => event.type === 'book.created')).toEqual([]);

    await openPage(page, '/manager/webhooks');
    await page.getByRole('link', { name: receiver.url }).click();
    const bookDelivery = deliveries
      .getByTestId('webhook-delivery')
      .filter({ hasText: 'book.updated' })
      .first();
    await expect(bookDelivery).toContainText('Delivered (HTTP 200)');
    // Its tries: time, status, duration and the first KB of the answer.
    await bookDelivery.getByText('Show the try').click();
    const attempt = bookDelivery.getByTestId('webhook-attempt');
    await expect(attempt.getByRole('cell').nth(1)).toHaveText('200');
    await expect(attempt.locator('pre')).toHaveText('{"received":true}');
    await expectNoAxeViolations(page);

    // Redelivered with the same webhook-id.
    const idsBefore = receiver.received
      .filter((event) => event.type === 'webhook.test')
      .map((event) => event.id);
    await testDelivery.getByRole('button', { name: 'Redeliver: webhook.test' }).click();
    await expect(page.getByText('The delivery is sent again.')).toBeVisible();
    await expect
      .poll(() => receiver.received.filter((event) => event.type === 'webhook.test').length, {
        timeout: 20_000,
      })
      .toBe(2);
    expect(
      new Set(receiver.received.filter((event) => event.type === 'webhook.test').map((event) => event.id)),
    ).toEqual(new Set(idsBefore));

    // Rotate: confirmed, the new secret shown once; the receiver verifies with the new one alone.
    await page.getByRole('button', { name: 'Rotate the secret' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Make a new signing secret?' });
    await expect(confirm).toContainText('For 24 hours the old one keeps signing beside it');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Make a new secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'The new signing secret' });
    await expect(rotated.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    const newSecret = await rotated.getByLabel('Signing secret').inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await expectNoAxeViolations(page);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('webhook-endpoint-card')).toContainText('The previous secret signs until');
    receiver.secrets.splice(0, receiver.secrets.length, newSecret);
    const before = receiver.received.length;
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(receiver.received.at(-1)!.verified).toBe(true);

    // Disabled: said on the page and the list, and no test event can be sent.
    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Endpoint disabled')).toBeVisible();
    await expect(page.getByTestId('webhook-state')).toHaveText(/Disabled by an admin/);
    await expect(page.getByRole('button', { name: 'Send a test event' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByTestId('webhook-state')).toHaveText('Enabled');

    await page.getByRole('button', { name: 'Delete' }).click();
    const deleting = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
    await expect(deleting).toContainText(receiver.url);
    await deleting.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Endpoint deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/manager\/webhooks$/);
    await expect(page.getByTestId('webhooks-empty')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('an endpoint is added, edited and deleted with the keyboard alone', async ({ page }) => {
  test.slow();
  const receiver = await startReceiver();
  try {
    await signIn(page, ADMIN.email, { redirect: '/manager/webhooks' });
    const add = page.getByRole('button', { name: 'Add endpoint' });
    await expect(add).toBeEnabled();
    await tabTo(page, add, 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = dialog.getByLabel('URL');
    await tabTo(page, url);
    await page.keyboard.type(receiver.url);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Keyboard only');
    const created = dialog.getByRole('checkbox', { name: 'book.created' });
    await tabTo(page, created);
    await page.keyboard.press('Space');
    await expect(created).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Add the endpoint' }));
    await page.keyboard.press('Enter');
    const shown = page.getByRole('dialog', { name: "The endpoint's signing secret" });
    await expect(shown.getByLabel('Signing secret')).toBeFocused();
    await tabTo(page, shown.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(shown).toBeHidden();

    const link = page.getByRole('link', { name: receiver.url });
    await tabTo(page, link, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: receiver.url, level: 1 })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Edit' }), 40);
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit the endpoint' });
    await expect(edit.getByLabel('URL')).toHaveValue(receiver.url);
    await tabTo(page, edit.getByLabel('Description'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Edited by keyboard');
    await tabTo(page, edit.getByRole('button', { name: 'Save' }), 25);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Endpoint saved')).toBeVisible();
    await expect(page.getByTestId('webhook-endpoint-card')).toContainText('Edited by keyboard');

    await tabTo(page, page.getByRole('button', { name: 'Delete' }), 40);
    await page.keyboard.press('Enter');
    const deleting = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
    await tabTo(page, deleting.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Endpoint deleted')).toBeVisible();
    await expect(page.getByTestId('webhooks-empty')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('the webhooks pages read right to left in Arabic, and are axe-clean at phone width', async ({
  page,
  context,
}) => {
  test.slow();
  const receiver = await startReceiver();
  try {
    // Before the first page: a page remembers the language it found in this cookie as it hydrates,
    // over a cookie set while it was still loading.
    await context.addCookies([{ name: 'i18next', value: 'ar', url: BASE_URL }]);
    await signIn(page, ADMIN.email, { redirect: '/manager/webhooks' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'خطافات الويب', level: 1 })).toBeVisible();
    await page.getByTestId('webhooks-empty').getByRole('button', { name: 'إضافة نقطة نهاية' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة نقطة نهاية لخطاف ويب' });
    await dialog.getByLabel('الرابط').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'book.deleted' }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'إضافة نقطة النهاية' }).click();
    const shown = page.getByRole('dialog', { name: 'سر التوقيع لنقطة النهاية' });
    await expect(shown.getByText('انسخه الآن: لن يُعرض مرة أخرى.')).toBeVisible();
    await shown.getByRole('button', { name: 'تم' }).click();
    await expect(page.getByTestId('webhook-endpoint')).toContainText('مفعَّلة');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: receiver.url }).click();
    await expect(page.getByRole('heading', { name: receiver.url, level: 1 })).toBeVisible();
    await expect(page.getByTestId('webhook-deliveries')).toContainText(
      'لم يُرسل شيء إلى نقطة النهاية هذه بعد.',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByTestId('webhooks-empty')).toBeVisible();
  } finally {
    await receiver.close();
  }
});
