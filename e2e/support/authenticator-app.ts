import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './fixtures';

/** What setting up the authenticator app showed: its secret (as the app holds it) and the backup codes. */
export interface Authenticator {
  totp: OTPAuth.TOTP;
  backupCodes: string[];
}

/** The code the app shows now. */
export const codeOf = (totp: OTPAuth.TOTP) => totp.generate();

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
  await page.getByLabel('The 6-digit code the app shows').fill(codeOf(totp));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const list = page.getByTestId('backup-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  return { totp, backupCodes };
}
