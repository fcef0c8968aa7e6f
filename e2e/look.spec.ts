import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { npmStartArguments } from '../bench/running-folio';
import { ADMIN, USER, expect, test } from './support/fixtures';
import { codeFor, mailMark, withEmailLock } from './support/mail';
import { SMTP_PORT } from './support/ports';
import { run, stopRunningProcesses, waitUntilListening } from './support/processes';
import { E2E_AUTH_SECRET } from './support/secrets';

// Pictures of Folio's main pages (issue 40, 4), compared with the baselines in
// e2e/look.spec.ts-screenshots (npm run test:e2e:update-screenshots makes them again; docs/testing.md).
// A Folio of its own, on a new database that only this file uses: the other tests add books, people
// and sign-ins to the shared servers while it runs. The desktop project runs this file
// (playwright.config.ts), and the test opens a phone's context itself.

const LOOK_PORT = Number(process.env.E2E_LOOK_PORT || 3215);
const LOOK_URL = `http://127.0.0.1:${LOOK_PORT}`;

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Each page in four of the eight combinations of width, theme and direction, so that each of the
 * three is seen both ways: a desktop in light English and dark Arabic, a phone in light Arabic and
 * dark English.
 */
const VIEWS = [
  { name: 'desktop-light-en', device: DESKTOP, colorScheme: 'light', language: 'en' },
  { name: 'desktop-dark-ar', device: DESKTOP, colorScheme: 'dark', language: 'ar' },
  { name: 'phone-light-ar', device: PHONE, colorScheme: 'light', language: 'ar' },
  { name: 'phone-dark-en', device: PHONE, colorScheme: 'dark', language: 'en' },
] as const;

type View = (typeof VIEWS)[number];
type Who = 'nobody' | 'user' | 'admin';

/** Seeded records the detail pages show, found by name (their ids are made when the server seeds). */
interface Records {
  book: string;
  user: string;
  organization: string;
}

interface LookPage {
  name: string;
  who: Who;
  path: (records: Records) => string;
  /** What changes from day to day and is not a `<time>` (those all show one moment, see settle). */
  mask?: (page: Page) => Locator[];
  /** The whole page, not only its first screen: where what is below the fold is the point. */
  fullPage?: boolean;
}

const PAGES: LookPage[] = [
  { name: 'sign-in', who: 'nobody', path: () => '/login' },
  { name: 'books', who: 'user', path: () => '/app/books' },
  { name: 'book', who: 'user', path: ({ book }) => book },
  { name: 'book-form', who: 'admin', path: ({ book }) => `${book.replace('/app/', '/manager/')}/update` },
  { name: 'users', who: 'admin', path: () => '/manager/users' },
  { name: 'user', who: 'admin', path: ({ user }) => user },
  {
    name: 'dashboard',
    who: 'admin',
    path: () => '/manager/dashboard',
    // The chart's days are named under it: the last 30 days, today's date at the end.
    mask: (page) => [page.getByTestId('sign-ins-chart').locator('xpath=following-sibling::*[1]')],
    fullPage: true,
  },
  { name: 'account', who: 'admin', path: () => '/manager/account', fullPage: true },
  // The failed ones: the scheduled clean-ups run every 15 minutes and would come and go in the list.
  { name: 'jobs', who: 'admin', path: () => '/manager/jobs?status=failed' },
  { name: 'organization', who: 'user', path: ({ organization }) => organization },
  { name: 'webhooks-empty', who: 'admin', path: () => '/manager/webhooks' },
];

/** The moment every date and time on the pages shows: the data's own are days old, and move. */
const SHOWN_MOMENT = Date.UTC(2026, 2, 14, 9, 26);

test.afterEach(stopRunningProcesses);

test('the main pages look as their baselines: light and dark, left to right and Arabic, desktop and phone', async ({
  browser,
}) => {
  // A server's start and 44 pictures: about a minute and a half on an idle machine.
  test.setTimeout(300_000);
  const server = run(process.execPath, npmStartArguments(), {
    cwd: process.cwd(),
    env: {
      PORT: String(LOOK_PORT),
      HOST: '127.0.0.1',
      BASE_URL: LOOK_URL,
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      EMAIL_SERVER: `smtp://127.0.0.1:${SMTP_PORT}`,
      AUTH_SECRET: E2E_AUTH_SECRET,
      LOG_LEVEL: 'info',
      CODE_RESEND_SECONDS: '0',
      // The failed job's tries, a second apart (failedJob).
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_RETRY_DELAY_MAX_SECONDS: '1',
    },
  });
  await test.step('start a Folio of its own', () => waitUntilListening(server, LOOK_URL));

  const sessions = {
    nobody: undefined,
    user: await test.step('sign in as the user', () => signedInState(browser, USER.email)),
    admin: await test.step('sign in as the admin', () => signedInState(browser, ADMIN.email)),
  };
  const [records] = await test.step('find the seeded records, and make a failed job', () =>
    Promise.all([findRecords(browser, sessions), failedJob(browser, sessions.admin)]));

  for (const view of VIEWS) {
    const contexts = new Map<Who, BrowserContext>();
    try {
      for (const look of PAGES) {
        await test.step(`${look.name} (${view.name})`, async () => {
          let context = contexts.get(look.who);
          if (!context) {
            context = await viewContext(browser, view, sessions[look.who]);
            contexts.set(look.who, context);
          }
          const page = context.pages()[0] ?? (await context.newPage());
          await page.setViewportSize(view.device.viewport);
          await page.goto(look.path(records));
          await settle(page);
          // The whole page on a screen as tall as it: a full-page capture would leave the sidebar and
          // anything else a screen high at the first screen's height.
          if (look.fullPage)
            await page.setViewportSize({
              width: view.device.viewport.width,
              height: await page.evaluate(() => document.documentElement.scrollHeight),
            });
          // Soft: one run shows every page that changed, not only the first.
          await expect
            .soft(page)
            .toHaveScreenshot(`${look.name}-${view.name}.png`, { mask: look.mask?.(page) ?? [] });
        });
      }
    } finally {
      for (const context of contexts.values()) await context.close();
    }
  }
});

/** A browser context as a person in `view` has it: their screen, theme, language and session. */
async function viewContext(browser: Browser, view: View, storageState: StorageState | undefined) {
  const context = await browser.newContext({
    ...view.device,
    baseURL: LOOK_URL,
    colorScheme: view.colorScheme,
    locale: view.language === 'ar' ? 'ar' : 'en-US',
    timezoneId: 'UTC',
    storageState,
  });
  // A page that never comes fails its picture, not the whole run's time budget.
  context.setDefaultTimeout(20_000);
  // The language a person chose (the cookie Folio's language menu sets), read by the server and the browser.
  await context.addCookies([{ name: 'i18next', value: view.language, url: LOOK_URL }]);
  return context;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const SESSION_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Signs in by the sign-in form's two requests, and keeps the session for the views' contexts. */
async function signedInState(browser: Browser, email: string): Promise<StorageState> {
  // The session's device, as a person's page lists it, names no browser version that an update changes.
  const context = await browser.newContext({ baseURL: LOOK_URL, userAgent: SESSION_USER_AGENT });
  try {
    await withEmailLock(email, async () => {
      const mark = await mailMark();
      const headers = { origin: LOOK_URL };
      const sent = await context.request.post('/api/auth/email-otp/send-verification-otp', {
        data: { email, type: 'sign-in' },
        headers,
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const otp = await codeFor(email, mark);
      const signedIn = await context.request.post('/api/auth/sign-in/email-otp', {
        data: { email, otp },
        headers,
      });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
    });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The addresses of a seeded book, person and organization, as the API finds them. */
async function findRecords(
  browser: Browser,
  sessions: { user: StorageState; admin: StorageState },
): Promise<Records> {
  const api = async <Answer>(storageState: StorageState, path: string): Promise<Answer> => {
    const context = await browser.newContext({ baseURL: LOOK_URL, storageState });
    try {
      const response = await context.request.get(`/api/rest${path}`);
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as Answer;
    } finally {
      await context.close();
    }
  };
  type Named = { id: string; title?: string; name?: string; email?: string };
  const one = (items: Named[], matches: (item: Named) => boolean, what: string) => {
    const found = items.find(matches);
    if (!found) throw new Error(`no ${what} among ${JSON.stringify(items)}`);
    return found.id;
  };
  const books = await api<{ items: Named[] }>(sessions.user, '/books?searchTerm=Pride%20and%20Prejudice');
  const organizations = await api<Named[]>(sessions.user, '/organizations/mine');
  const users = await api<{ items: Named[] }>(sessions.admin, `/users?searchTerm=${USER.email}`);
  return {
    book: `/app/books/${one(books.items, (item) => item.title === 'Pride and Prejudice', 'book')}`,
    organization: `/app/organizations/${one(organizations, (item) => item.name === 'Riverside Book Club', 'organization')}`,
    user: `/manager/users/${one(users.items, (item) => item.email === USER.email, 'user')}`,
  };
}

/**
 * One job that failed for good, the same in every run: the admin invites someone to a new organization
 * at an address the e2e mail catcher refuses (550), and the e-mail's tries run out.
 */
async function failedJob(browser: Browser, admin: StorageState): Promise<void> {
  const context = await browser.newContext({ baseURL: LOOK_URL, storageState: admin });
  try {
    const headers = { origin: LOOK_URL };
    const created = await context.request.post('/api/auth/organization/create', {
      data: { name: 'Look club', slug: 'look-club' },
      headers,
    });
    expect(created.status(), await created.text()).toBe(200);
    const invited = await context.request.post('/api/auth/organization/invite-member', {
      data: {
        organizationId: ((await created.json()) as { id: string }).id,
        email: 'reader@refused.example.org',
        role: 'member',
      },
      headers,
    });
    expect(invited.status(), await invited.text()).toBe(200);
    await expect
      .poll(
        async () => {
          const jobs = await context.request.get('/api/rest/jobs?status=failed');
          return ((await jobs.json()) as { items: unknown[] }).items.length;
        },
        { timeout: 60_000 },
      )
      .toBe(1);
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page is as a person sees it once it is ready: hydrated (controls that wait for
 * scripts are enabled), its fonts loaded, and every date and time shown as one fixed moment.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main') ?? document.body;
      return Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(async (moment) => {
    await document.fonts.ready;
    const language = document.documentElement.lang;
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    for (const time of document.querySelectorAll('time')) {
      const value = new Date(time.dateTime);
      const shown = time.textContent ?? '';
      // Its own text (not React's node, which a later render would change back) in the same form.
      time.textContent = time.title
        ? relative.format(-2, 'hour')
        : shown === dateTime.format(value)
          ? dateTime.format(moment)
          : date.format(moment);
    }
  }, SHOWN_MOMENT);
}
