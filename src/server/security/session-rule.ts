import { roleCan } from '~/lib/permissions';

/** How long an admin's impersonation of a person lasts, whatever refreshes it. */
export const IMPERSONATION_SECONDS = 60 * 60;
/** A session is refreshed (rolling) for 30 days of inactivity, but never lives past this since sign-in. */
export const SESSION_ABSOLUTE_MAX_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

interface SessionFacts {
  createdAt: Date;
  expiresAt: Date;
  impersonatedBy?: string | null;
}

interface PersonFacts {
  role?: string | null;
  banned?: boolean | null;
  banExpires?: Date | null;
}

/** The latest moment a session may last until: its sign-in plus 90 days, or plus an hour for an impersonation. */
export function sessionBound(session: Pick<SessionFacts, 'createdAt' | 'impersonatedBy'>): Date {
  const lifetimeMs = session.impersonatedBy
    ? IMPERSONATION_SECONDS * 1000
    : SESSION_ABSOLUTE_MAX_DAYS * DAY_MS;
  return new Date(new Date(session.createdAt).getTime() + lifetimeMs);
}

/** When the session ends: its stored expiry, never past its bound (whatever refreshed it). */
export function sessionEnd(session: SessionFacts): Date {
  const bound = sessionBound(session);
  return new Date(session.expiresAt) < bound ? new Date(session.expiresAt) : bound;
}

export function isBanned(person: PersonFacts, now: number): boolean {
  return Boolean(person.banned) && (!person.banExpires || new Date(person.banExpires).getTime() > now);
}

/**
 * The one rule of who a request is, read by Folio's session reader and by better-auth's own session
 * lookup alike: a session stands while it has not ended, its person is not banned, and — for an
 * impersonation — while the admin behind it still exists, is not banned and may still impersonate.
 * (Expiry itself is better-auth's to act on: it deletes an ended session; see `sessionEnd`.)
 */
export function sessionStands(
  found: { session: SessionFacts; user: PersonFacts },
  impersonator: PersonFacts | null | undefined,
  now = Date.now(),
): boolean {
  if (isBanned(found.user, now)) return false;
  if (!found.session.impersonatedBy) return true;
  return (
    Boolean(impersonator) &&
    !isBanned(impersonator!, now) &&
    roleCan(impersonator!.role, { user: ['impersonate'] })
  );
}
