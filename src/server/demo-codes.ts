import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from './db/client';
import { verification } from './db/schema';

/**
 * Demo mode only: the latest sign-in code of each seeded demo account, so the verify page can show it
 * (a public demo has no mailbox to read). Kept beside better-auth's own (hashed) copy of the code, in
 * the database's verification table, so every instance behind a balancer shows it and it expires with
 * the code.
 */
export const DEMO_ACCOUNTS = ['admin@admin.com', 'user@user.com'] as const;

export function isDemoAccount(email: string): boolean {
  return (DEMO_ACCOUNTS as readonly string[]).includes(email.toLowerCase());
}

const identifierOf = (email: string) => `demo-sign-in-code:${email.toLowerCase()}`;

export async function rememberDemoCode(
  db: Database,
  email: string,
  code: string,
  validForMs: number,
): Promise<void> {
  const identifier = identifierOf(email);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier,
      value: code,
      expiresAt: new Date(Date.now() + validForMs),
    });
  });
}

export async function demoCodeFor(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ code: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(email)), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row?.code ?? null;
}
