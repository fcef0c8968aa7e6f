import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { invitation, session, verification, webhookDelivery, webhookEvent } from '../db/schema';
import type { Uploads } from '../storage/uploads';
import type { JobHandlers } from './job-kinds';

/** An expired invitation stays this long, so its link still says "expired" rather than "not found". */
export const EXPIRED_INVITATION_DAYS = 30;

/** A webhook event stays this long once none of its deliveries waits: the delivery log's history. */
export const WEBHOOK_EVENT_DAYS = 30;

/** The scheduled clean-ups: each runs on one instance at a time, whatever the number of instances. */
export function cleanupJobHandlers({
  db,
  uploads,
  logger,
}: {
  db: Database;
  uploads: Uploads;
  logger: Logger;
}): Pick<JobHandlers, 'upload-sweep' | 'expired-rows-cleanup'> {
  return {
    'upload-sweep': async () => {
      const removed = await uploads.sweep();
      if (removed) logger.info({ removed }, 'Removed uploads that were never attached');
    },
    'expired-rows-cleanup': async () => {
      const now = new Date();
      const sessions = await db
        .delete(session)
        .where(lt(session.expiresAt, now))
        .returning({ id: session.id });
      const verifications = await db
        .delete(verification)
        .where(lt(verification.expiresAt, now))
        .returning({ id: verification.id });
      const invitations = await db
        .delete(invitation)
        .where(lt(invitation.expiresAt, sql`now() - make_interval(days => ${EXPIRED_INVITATION_DAYS})`))
        .returning({ id: invitation.id });
      // With their deliveries and tries; an event one of whose deliveries still waits is kept.
      const webhookEvents = await db
        .delete(webhookEvent)
        .where(
          and(
            lt(webhookEvent.createdAt, sql`now() - make_interval(days => ${WEBHOOK_EVENT_DAYS})`),
            notExists(
              db
                .select({ id: webhookDelivery.id })
                .from(webhookDelivery)
                .where(
                  and(eq(webhookDelivery.eventId, webhookEvent.id), eq(webhookDelivery.status, 'pending')),
                ),
            ),
          ),
        )
        .returning({ id: webhookEvent.id });
      logger.info(
        {
          sessions: sessions.length,
          verifications: verifications.length,
          invitations: invitations.length,
          webhookEvents: webhookEvents.length,
        },
        'Removed expired sessions, codes and invitations, and old webhook events',
      );
    },
  };
}
