import { APIError } from 'better-auth/api';

/** How recent a sign-in must be to enrol a new way in (an authenticator app, a passkey). */
export const FRESH_SESSION_MINUTES = 10;

/** The code the refusal carries: the page then asks for a fresh e-mail code first. */
export const SESSION_NOT_FRESH = 'SESSION_NOT_FRESH';

export interface SessionAge {
  createdAt: Date | string;
  impersonatedBy?: string | null;
}

/**
 * Whether the person signed in within the last FRESH_SESSION_MINUTES. An impersonation is never
 * fresh: an admin acting as someone must not add a way into their account.
 */
export function isFreshSession(session: SessionAge, now = Date.now()): boolean {
  if (session.impersonatedBy) return false;
  return now - new Date(session.createdAt).getTime() < FRESH_SESSION_MINUTES * 60_000;
}

/**
 * Refuses an enrolment on a session older than FRESH_SESSION_MINUTES (403 SESSION_NOT_FRESH), so that a
 * stolen session cannot plant a second factor or a passkey of its own.
 */
export function requireFreshSession(session: SessionAge | null | undefined): void {
  if (!session || !isFreshSession(session))
    throw new APIError('FORBIDDEN', {
      code: SESSION_NOT_FRESH,
      message: `Sign in again (within the last ${FRESH_SESSION_MINUTES} minutes) to do this`,
    });
}
