import { ORPCError } from '@orpc/server';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Refuses (409, reason `last-admin`) when `userId` is the last admin who can still sign in. The admin
 * rows are locked first, so two admins removing each other at the same moment cannot both succeed.
 */
export async function refuseRemovingLastAdmin(tx: Transaction, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
    .for('update');
  if (admins.length <= 1 && admins.some((admin) => admin.id === userId)) {
    throw new ORPCError('CONFLICT', { data: { reason: 'last-admin' } });
  }
}
