import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME } from './e2e/support/oidc';
import { APP_PORT, BASE_URL, MAIL_API_URL, OIDC_ISSUER, SMTP_PORT } from './e2e/support/ports';
import { E2E_AUTH_SECRET } from './e2e/support/secrets';
import { loggedToFile } from './e2e/support/server-logs';
import { CHROMIUM } from './e2e/support/chromium';
import { DESKTOP_ONLY } from './e2e/support/tags';

// The e2e servers' uploaded images, apart from a developer's own `.data/uploads`.
const UPLOADS_DIR = path.join(tmpdir(), `folio-e2e-uploads-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  // docs/screenshot.png is refreshed on demand only: README_SCREENSHOT=1 npx playwright test readme-screenshot
  // The hydration benchmark is not a test: npm run bench:hydration (playwright.bench.config.ts).
  testIgnore: [
    '**/hydration-timing.spec.ts',
    ...(process.env.README_SCREENSHOT ? [] : ['**/readme-screenshot.spec.ts']),
  ],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  // Three on two cores: with two, the waits on the servers left about a sixth of both cores idle; three
  // took 306 s instead of 376 s (ADR 0028).
  workers: 3,
  // One line per spec file, each failure in full at the end (its error, screenshot, trace and the
  // Folio servers' log lines of that test), then the list reporter's closing lines.
  reporter: [['./e2e/support/reporter.ts']],
  // Emptied at the start of each run; the servers' logs are beside it, in test-results/servers.
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // e2e/look.spec.ts's baselines, named by the picture alone (not by system or project) and committed
    // beside it: e2e/look.spec.ts-screenshots/<page>-<view>.png. A pixel differs when its colour moved
    // by more than 5 % (Playwright's default, 20 %, lets a token's shade change pass), and none may.
    toHaveScreenshot: { pathTemplate: '{testDir}/{testFilePath}-screenshots/{arg}{ext}', threshold: 0.05 },
  },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    // No trace by default: recording one for every test (each step's DOM, network and console) cost a
    // seventh of the end-to-end tests' CPU, to keep the few of a failing run (ADR 0028). A failure still
    // shows its error, screenshot and server log lines; to step through it, run that spec again with
    // `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // A phone runs what its size changes: layout, navigation and forms (drawers, bottom bars, cards for
      // tables, touch, a phone-speed CPU), and axe and text sizes at its width. Flows whose screens are the
      // same at both sizes run once, on the desktop: the second factor, passkeys, social sign-in,
      // organizations, jobs, covers, sign-out, the throttle's countdown, the demo, page descriptions,
      // security headers, server timing and third-party hosts (docs/testing.md, "Tests": what runs where and why).
      testMatch: [
        '**/shell.spec.ts',
        '**/accessibility.spec.ts',
        '**/slow-phone.spec.ts',
        '**/legible-text.spec.ts',
        '**/account.spec.ts',
        '**/api-keys.spec.ts',
        '**/books.spec.ts',
        '**/users.spec.ts',
        '**/sign-in.spec.ts',
        '**/without-scripts.spec.ts',
        '**/dashboard.spec.ts',
      ],
      // Within those files, the flows whose screens are the same at both sizes are tagged DESKTOP_ONLY.
      grepInvert: new RegExp(DESKTOP_ONLY.tag),
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  // Playwright starts the web servers in this order, one after the other, before any globalSetup:
  // the OpenID Connect provider must answer before Folio starts (Folio reads its discovery document
  // then), and the mail catcher must listen before Folio sends its first code. Each one writes its
  // output to test-results/servers/<name>.log, not to the terminal.
  webServer: [
    {
      command: loggedToFile('node --import tsx e2e/support/oidc-server.ts', 'oidc'),
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: loggedToFile('node --import tsx e2e/support/mail-server.ts', 'mail'),
      url: `${MAIL_API_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The build, when one runs, and Folio's own log, limited to warnings by LOG_LEVEL.
      // On a PostgreSQL database of its own when a server is reachable, else on PGlite (the demo server,
      // which e2e/demo.spec.ts starts for itself, runs on PGlite, as `npm start` does).
      command: loggedToFile('node --import tsx e2e/support/folio-server.ts', 'folio'),
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      // A stale build is rebuilt first (about 10 s).
      timeout: 180_000,
      // Stopped as a deployment stops it, so that its database is dropped after it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        BASE_URL,
        UPLOADS_DIR,
        EMAIL_SERVER: `smtp://127.0.0.1:${SMTP_PORT}`,
        AUTH_SECRET: E2E_AUTH_SECRET,
        LOG_LEVEL: 'warn',
        // Each test presents its own X-Forwarded-For address (see e2e/support/fixtures.ts), so the
        // per-IP sign-in rate limit applies per test rather than to the whole run.
        TRUSTED_PROXY: 'true',
        // Many tests sign in as the same accounts in parallel: no resend interval, a high hourly cap.
        CODE_RESEND_SECONDS: '0',
        CODE_SENDS_PER_HOUR: '10000',
        // Sign-in with the e2e OpenID Connect provider (e2e/support/oidc-server.ts).
        OIDC_ISSUER,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        OIDC_NAME,
        // Answers tell their database statements (e2e/server-timing.spec.ts reads them).
        SERVER_TIMING: 'true',
        // A refused e-mail is tried five times within seconds (e2e/jobs.spec.ts).
        JOB_RETRY_DELAY_SECONDS: '1',
        JOB_RETRY_DELAY_MAX_SECONDS: '1',
        // Webhooks to the receivers e2e/webhooks.spec.ts starts on 127.0.0.1, over http (never in production).
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
    },
  ],
});
