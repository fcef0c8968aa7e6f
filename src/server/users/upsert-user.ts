import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RoleName } from '~/lib/permissions';
import type { Database } from '../db/client';
import { user } from '../db/schema';

export interface UpsertUserInput {
  email: string;
  name?: string;
  role: RoleName;
}

/**
 * Creates a user who can sign in by e-mail code, or gives an existing one the role (and name).
 * How the first admin of a production install is made.
 */
export async function upsertUser(db: Database, input: UpsertUserInput) {
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    const [updated] = await db
      .update(user)
      .set({ role: input.role, ...(name ? { name, onboardedAt: new Date() } : {}) })
      .where(eq(user.id, existing.id))
      .returning();
    return { created: false, user: updated! };
  }
  const [created] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      email,
      name: name ?? '',
      role: input.role,
      emailVerified: true,
      onboardedAt: name ? new Date() : null,
    })
    .returning();
  return { created: true, user: created! };
}
