/**
 * Reads the sign-in codes Folio e-mails, through the mail catcher's loopback API (see mail-server.ts):
 * Playwright workers are separate processes from the catcher, so they ask it over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import { MAIL_API_URL } from './ports';

const owner = `${process.pid}-${randomUUID()}`;

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const url = new URL(path, MAIL_API_URL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  const response = await fetch(url, { method });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`Mail catcher ${method} ${path}: ${body.error ?? response.status}`);
  return body;
}

/** How many e-mails have arrived so far; pass it to `codeFor` to ignore older codes. */
export async function mailMark(): Promise<number> {
  return (await call<{ mark: number }>('GET', '/mark')).mark;
}

/** The 6-digit code of the newest e-mail to `email` among those that arrived after `mark` (waits up to 10 s). */
export async function codeFor(email: string, mark: number): Promise<string> {
  return (await call<{ code: string }>('GET', '/code', { email, after: mark })).code;
}

/** The newest e-mail to `email` among those that arrived after `mark` (waits up to 10 s). */
export async function messageFor(
  email: string,
  mark: number,
): Promise<{ subject: string; text: string; html: string }> {
  return call('GET', '/message', { email, after: mark });
}

/**
 * Runs `action` while no other test signs in with `email`. A new code for an address replaces the
 * previous one, so two parallel tests using the same seeded account would break each other's code.
 */
export async function withEmailLock<T>(email: string, action: () => Promise<T>): Promise<T> {
  const asked = Date.now();
  await call('POST', '/lock', { email, owner });
  // Time spent waiting for another test is not this test's: its budget grows by as much.
  const info = test.info();
  info.setTimeout(info.timeout + (Date.now() - asked));
  // Renewed while held, so on a slow machine only a crashed worker's lock lapses (never a slow test's,
  // whose code the next holder would replace).
  const renewal = setInterval(() => void call('POST', '/lock', { email, owner }).catch(() => {}), 10_000);
  try {
    return await action();
  } finally {
    clearInterval(renewal);
    await call('POST', '/unlock', { email, owner });
  }
}
