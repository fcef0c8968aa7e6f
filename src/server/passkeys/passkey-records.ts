import { ORPCError } from '@orpc/server';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { passkey } from '../db/schema';

// What Folio shows and exports of a passkey: never its key material (public key, credential id, counter).

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

const summaryColumns = {
  id: passkey.id,
  name: passkey.name,
  deviceType: passkey.deviceType,
  backedUp: passkey.backedUp,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
};

export const passkeyIdInput = z.object({ passkeyId: z.string().max(64) });

/** A person's passkeys, newest first. */
export function passkeysOf(db: Pick<Database, 'select'>, userId: string): Promise<PasskeySummary[]> {
  return db
    .select(summaryColumns)
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt), desc(passkey.id));
}

/** Renames one of a person's passkeys; 404 when it is not theirs. */
export async function renamePasskey(
  db: Pick<Database, 'update'>,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<PasskeySummary> {
  const [renamed] = await db
    .update(passkey)
    .set({ name })
    .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, userId)))
    .returning(summaryColumns);
  if (!renamed) throw new ORPCError('NOT_FOUND');
  return renamed;
}

/** Removes one of a person's passkeys; 404 when it is not theirs. */
export async function removePasskey(
  db: Pick<Database, 'delete'>,
  userId: string,
  passkeyId: string,
): Promise<PasskeySummary> {
  const [removed] = await db
    .delete(passkey)
    .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, userId)))
    .returning(summaryColumns);
  if (!removed) throw new ORPCError('NOT_FOUND');
  return removed;
}
