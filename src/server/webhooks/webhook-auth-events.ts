import type { Database } from '../db/client';
import { userEvent } from './webhook-payloads';
import type { Webhooks } from './webhooks';

/**
 * better-auth's hook after it created a user (a sign-up by e-mail code or through a provider): the
 * `user.created` event, and its turns, in one transaction of their own.
 */
export function recordSignUp(db: Database, webhooks: Webhooks) {
  return async (created: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    createdAt: Date;
    role?: string | null;
    banned?: boolean | null;
    banReason?: string | null;
    banExpires?: Date | null;
  }) => {
    const { endpoints } = await db.transaction((tx) =>
      webhooks.record(
        tx,
        userEvent('user.created', {
          ...created,
          role: created.role ?? null,
          banned: created.banned ?? null,
          banReason: created.banReason ?? null,
          banExpires: created.banExpires ?? null,
        }),
      ),
    );
    if (endpoints.length) webhooks.wake();
  };
}
