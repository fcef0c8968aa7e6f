import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './fixtures';

/** What setting up the authenticator app showed: its secret (as the app holds it) and the backup codes. */
export interface Authenticator {
  totp: OTPAuth.TOTP;
  backupCodes: string[];
}

/** The last time step whose code each authenticator gave out. */
const usedSteps = new WeakMap<OTPAuth.TOTP, number>();

/**
 * A code of the app that was not used yet, as a person reads it: Folio accepts each code once (RFC 6238
 * §5.2), so a second code within the same 30 s is the next step's (the verifier accepts one step
 * ahead), and a third waits for the app's next code.
 */
export async function codeOf(totp: OTPAuth.TOTP): Promise<string> {
  for (;;) {
    const now = totp.counter();
    const used = usedSteps.get(totp);
    const next = used === undefined ? now : Math.max(now, used + 1);
    if (next <= now + 1) {
      usedSteps.set(totp, next);
      return totp.generate({ timestamp: next * totp.period * 1000 });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * totp.period * 1000 - Date.now() + 50));
  }
}

/** A six-digit code the app would not accept around now. */
export function wrongCode(totp: OTPAuth.TOTP): string {
  const now = Date.now();
  const near = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: now + step * 30_000 })));
  let code = 100_000;
  while (near.has(String(code))) code += 1;
  return String(code);
}

/** On a page with the enrolment: scans the QR code's secret (typed in by hand), confirms, keeps the codes. */
export async function setUpAuthenticator(page: Page): Promise<Authenticator> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add Folio to your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.trim()), digits: 6, period: 30 });
  await page.getByLabel('The 6-digit code the app shows').fill(wrongCode(totp));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('The code is not right.', { exact: false })).toBeVisible();
  await page.getByLabel('The 6-digit code the app shows').fill(await codeOf(totp));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const list = page.getByTestId('backup-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  return { totp, backupCodes };
}
