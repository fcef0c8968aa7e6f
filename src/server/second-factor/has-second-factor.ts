import { and, eq } from 'drizzle-orm';
import { roleCan } from '~/lib/permissions';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { passkey, twoFactor } from '../db/schema';

/**
 * Whether a person has a second factor: the one check behind the admin policy
 * (REQUIRE_ADMIN_SECOND_FACTOR). An authenticator app whose enrolment a first code confirmed, or a
 * passkey (its sign-in verifies the person on the device: both factors at once).
 */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const [authenticatorApp] = await db
    .select({ id: twoFactor.id })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, true)))
    .limit(1);
  if (authenticatorApp) return true;
  const [key] = await db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId)).limit(1);
  return Boolean(key);
}

/** Whether the admin policy keeps this person out of the administration until they set one up. */
export async function mustSetUpSecondFactor(
  server: Pick<ServerContext, 'env' | 'connection'>,
  person: { id: string; role: string | null | undefined },
): Promise<boolean> {
  if (!server.env.REQUIRE_ADMIN_SECOND_FACTOR || !roleCan(person.role, { apps: ['manager'] })) return false;
  return !(await hasSecondFactor(server.connection.db, person.id));
}
