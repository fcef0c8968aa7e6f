import { ORPCError } from '@orpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { personPicture } from '~/lib/image-urls';
import type { Env } from '~/server/env';
import { providerPictureOrigins } from '~/server/provider-pictures';
import type { ManagedUser } from './user.schema';
import type { UserRefusal } from './user-refusals';

// What the users and moderation procedures share: how a user is addressed, read and refused.

// The spec's permission table has no "update" on users: editing a profile needs the right to create one.
export const idInput = z.object({ id: z.string().max(64) });

export const managedUserColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires,
  onboardedAt: user.onboardedAt,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
  pictureKey: user.pictureKey,
  image: user.image,
};

type ManagedUserRow = Omit<ManagedUser, 'picture'> & { pictureKey: string | null; image: string | null };

/** A user as the API answers: the picture as URLs (uploaded, else the provider's), never the raw columns. */
export function toManagedUser({ pictureKey, image, ...row }: ManagedUserRow, env: Env): ManagedUser {
  return { ...row, picture: personPicture({ pictureKey, image }, providerPictureOrigins(env)) };
}

export function refuse(status: 'FORBIDDEN' | 'CONFLICT', reason: UserRefusal): never {
  throw new ORPCError(status, { data: { reason } });
}

export function refuseSelf(callerId: string, targetId: string) {
  if (callerId === targetId) refuse('FORBIDDEN', 'self');
}

/** Refuses, with 404, an id that names nobody. */
export async function ensureUserExists(db: Pick<Database, 'select'>, id: string): Promise<void> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  if (!found) throw new ORPCError('NOT_FOUND');
}

export async function findUser(db: Pick<Database, 'select'>, id: string) {
  const [found] = await db.select(managedUserColumns).from(user).where(eq(user.id, id));
  if (!found) throw new ORPCError('NOT_FOUND');
  return found;
}
