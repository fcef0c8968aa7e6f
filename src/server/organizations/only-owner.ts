import { ORPCError } from '@orpc/server';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { member, organization } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Before a person's account goes: an organization they are the only owner of must not be left
 * without one. When others are in it, 409 `only-owner` (transfer ownership first); when nobody else
 * is, the organization goes with them. The memberships are locked, so two deletions cannot race.
 */
export async function settleOwnedOrganizations(tx: Transaction, userId: string): Promise<void> {
  const owned = await tx
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')));
  if (!owned.length) return;
  const ids = owned.map((row) => row.organizationId);
  const others = await tx
    .select({ organizationId: member.organizationId, role: member.role })
    .from(member)
    .where(and(inArray(member.organizationId, ids), ne(member.userId, userId)))
    .for('update');
  const alone = ids.filter((id) => !others.some((row) => row.organizationId === id));
  const ownerless = ids.filter(
    (id) => !alone.includes(id) && !others.some((row) => row.organizationId === id && row.role === 'owner'),
  );
  if (ownerless.length) throw new ORPCError('CONFLICT', { data: { reason: 'only-owner' } });
  if (alone.length) await tx.delete(organization).where(inArray(organization.id, alone));
}
