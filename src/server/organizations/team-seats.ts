import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { team, teamMember } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Before a person's account goes (its team memberships go with it, by cascade): their teams count
 * them no more. better-auth keeps `team.member_count` for its per-team member limit and updates it
 * only through its own endpoints.
 */
export async function releaseTeamSeats(tx: Transaction, userId: string): Promise<void> {
  const seats = tx
    .select({ teamId: teamMember.teamId })
    .from(teamMember)
    .where(eq(teamMember.userId, userId));
  await tx
    .update(team)
    .set({ memberCount: sql`greatest(${team.memberCount} - 1, 0)` })
    .where(inArray(team.id, seats));
}
