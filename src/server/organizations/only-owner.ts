import { ORPCError } from '@orpc/server';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { member, organization } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface HandedOver {
  organizationId: string;
  organizationName: string;
  /** The member who is now its owner. */
  userId: string;
}

/**
 * Before a person's account goes, the organizations they are the only owner of must not be left
 * without one. An organization nobody else is in goes with them. One with other members:
 * - `refuse` (their own deletion): 409 `only-owner`; they choose who takes over first;
 * - `hand-over` (an admin's deletion, who cannot choose for them): its longest-standing admin, else
 *   its longest-standing member, becomes owner. What was handed over is returned, for the audit log.
 * The memberships are locked, so two deletions cannot race.
 */
export async function settleOwnedOrganizations(
  tx: Transaction,
  userId: string,
  policy: 'refuse' | 'hand-over',
): Promise<HandedOver[]> {
  const owned = await tx
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')));
  if (!owned.length) return [];
  const ids = owned.map((row) => row.organizationId);
  const others = await tx
    .select({
      id: member.id,
      organizationId: member.organizationId,
      userId: member.userId,
      role: member.role,
      organizationName: organization.name,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(inArray(member.organizationId, ids), ne(member.userId, userId)))
    .orderBy(asc(member.createdAt), asc(member.id))
    .for('update');
  const alone = ids.filter((id) => !others.some((row) => row.organizationId === id));
  const ownerless = ids.filter(
    (id) => !alone.includes(id) && !others.some((row) => row.organizationId === id && row.role === 'owner'),
  );
  if (ownerless.length && policy === 'refuse')
    throw new ORPCError('CONFLICT', { data: { reason: 'only-owner' } });
  if (alone.length) await tx.delete(organization).where(inArray(organization.id, alone));
  const handedOver: HandedOver[] = [];
  for (const organizationId of ownerless) {
    const candidates = others.filter((row) => row.organizationId === organizationId);
    const successor = candidates.find((row) => row.role === 'admin') ?? candidates[0]!;
    await tx.update(member).set({ role: 'owner' }).where(eq(member.id, successor.id));
    handedOver.push({
      organizationId,
      organizationName: successor.organizationName,
      userId: successor.userId,
    });
  }
  return handedOver;
}
