/**
 * Demo mode only: the latest sign-in code of each seeded demo account, so the verify page can show it
 * (a public demo has no mailbox to read). Kept in this process's memory — a demo runs as one instance.
 */
export const DEMO_ACCOUNTS = ['admin@admin.com', 'user@user.com'] as const;

const codes = new Map<string, { code: string; expiresAt: number }>();

export function isDemoAccount(email: string): boolean {
  return (DEMO_ACCOUNTS as readonly string[]).includes(email.toLowerCase());
}

export function rememberDemoCode(email: string, code: string, validForMs: number): void {
  codes.set(email.toLowerCase(), { code, expiresAt: Date.now() + validForMs });
}

export function demoCodeFor(email: string): string | null {
  const entry = codes.get(email.toLowerCase());
  return entry && entry.expiresAt > Date.now() ? entry.code : null;
}
