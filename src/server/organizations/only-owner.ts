import { ORPCError } from '@orpc/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuditEntry } from '../audit';
import type { Database } from '../db/client';
import { member, organization } from '../db/schema';
import { releaseTeamSeats } from './team-seats';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SettledOrganization {
  organizationId: string;
  organizationName: string;
  /** The member who is now its owner; absent when the organization went with its owner. */
  newOwnerId?: string;
}

/**
 * Before a person's account goes, the organizations they are the only owner of must not be left
 * without one. An organization nobody else is in goes with them. One with other members:
 * - `refuse` (their own deletion): 409 `only-owner`; they choose who takes over first;
 * - `hand-over` (an admin's deletion, who cannot choose for them): its longest-standing admin, else
 *   its longest-standing member, becomes owner.
 * Returns what was deleted or handed over, for the audit log. Every membership of those
 * organizations is locked first, so a deletion cannot race another or a change of roles.
 */
async function settleOwnedOrganizations(
  tx: Transaction,
  userId: string,
  policy: 'refuse' | 'hand-over',
): Promise<SettledOrganization[]> {
  const owned = await tx
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')));
  if (!owned.length) return [];
  const ids = owned.map((row) => row.organizationId);
  const memberships = await tx
    .select({
      id: member.id,
      organizationId: member.organizationId,
      userId: member.userId,
      role: member.role,
      organizationName: organization.name,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(inArray(member.organizationId, ids))
    .orderBy(asc(member.createdAt), asc(member.id))
    .for('update', { of: member });
  const settled: SettledOrganization[] = [];
  for (const organizationId of ids) {
    const others = memberships.filter(
      (row) => row.organizationId === organizationId && row.userId !== userId,
    );
    const organizationName =
      memberships.find((row) => row.organizationId === organizationId)?.organizationName ?? '';
    if (!others.length) {
      settled.push({ organizationId, organizationName });
      continue;
    }
    if (others.some((row) => row.role === 'owner')) continue;
    if (policy === 'refuse') throw new ORPCError('CONFLICT', { data: { reason: 'only-owner' } });
    const successor = others.find((row) => row.role === 'admin') ?? others[0]!;
    await tx.update(member).set({ role: 'owner' }).where(eq(member.id, successor.id));
    settled.push({ organizationId, organizationName, newOwnerId: successor.userId });
  }
  const alone = settled.filter((entry) => !entry.newOwnerId).map((entry) => entry.organizationId);
  if (alone.length) await tx.delete(organization).where(inArray(organization.id, alone));
  return settled;
}

/** The audit entry of one settled organization: deleted with its owner, or handed to a new one. */
function settledAuditEntry({ organizationId, organizationName, newOwnerId }: SettledOrganization) {
  return newOwnerId
    ? {
        action: 'organization.member_role_changed' as const,
        target: { type: 'organization' as const, id: organizationId, label: organizationName },
        detail: { userId: newOwnerId, role: 'owner', reason: 'owner-deleted' },
      }
    : {
        action: 'organization.deleted' as const,
        target: { type: 'organization' as const, id: organizationId, label: organizationName },
        detail: { reason: 'owner-deleted' },
      };
}

/**
 * What a person's account deletion does to organizations, in the deletion's transaction: their teams
 * count them no more, and the organizations they own alone are settled (see above). Returns the
 * audit entries to record in the same transaction. Every way an account is deleted calls this.
 */
export async function leaveOrganizationsBeforeDeletion(
  tx: Transaction,
  userId: string,
  policy: 'refuse' | 'hand-over',
): Promise<Array<Omit<AuditEntry, 'actor' | 'ipAddress'>>> {
  await releaseTeamSeats(tx, userId);
  return (await settleOwnedOrganizations(tx, userId, policy)).map(settledAuditEntry);
}
