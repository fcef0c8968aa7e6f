import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { twoFactor, user, verification } from '../db/schema';

/**
 * Removes a person's second factor: their authenticator app and backup codes, and the devices they
 * trusted, so the next sign-in needs the e-mail code alone. Returns whether they had one.
 */
export async function resetSecondFactor(tx: Pick<Database, 'delete' | 'update'>, userId: string) {
  const removed = await tx
    .delete(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .returning({ id: twoFactor.id });
  await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  // better-auth's trusted-device records: `trust-device-…`, valued with the person's id.
  await tx
    .delete(verification)
    .where(and(like(verification.identifier, 'trust-device-%'), eq(verification.value, userId)));
  return removed.length > 0;
}
