import { test as base, expect, type BrowserContext } from '@playwright/test';

let clients = 0;

/**
 * A distinct client address for each test. Folio (like any production deployment) rate-limits
 * sign-in per client IP — 3 codes and 3 sign-in attempts a minute — and every test browser connects
 * from 127.0.0.1. The e2e server runs with TRUSTED_PROXY=true, so each test presents its own
 * X-Forwarded-For address, as distinct users behind a proxy would, and has its own allowance.
 */
function nextClientIp(workerIndex: number): string {
  clients += 1;
  return `10.${(workerIndex >> 8) & 255}.${workerIndex & 255}.${(clients % 250) + 1}`;
}

const clientIps = new WeakMap<BrowserContext, string>();

/** The address a test's browser presents, for requests the test makes itself (`page.request`). */
export function clientIpOf(context: BrowserContext): string | undefined {
  return clientIps.get(context);
}

export const test = base.extend({
  // `provide` is Playwright's `use`, renamed so the React hooks lint rule does not mistake it for React's.
  context: async ({ context }, provide, testInfo) => {
    const ip = nextClientIp(testInfo.workerIndex);
    clientIps.set(context, ip);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await provide(context);
  },
});

export { expect };

export { DESKTOP_ONLY } from './tags';

/** An address no other test (nor the seed) uses, so a test that creates an account stays independent. */
export function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now().toString(36)}-${random}@e2e.folio.test`;
}

export const ADMIN = { email: 'admin@admin.com', name: 'Admin' } as const;
export const USER = { email: 'user@user.com', name: 'User' } as const;
