import { APIError } from 'better-auth/api';

/** How recent a sign-in must be for what a stolen session must not do (adding a passkey). */
export const FRESH_SESSION_MINUTES = 10;

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

/** Refuses with 403 SESSION_NOT_FRESH; the page then asks for a fresh e-mail code. */
export function requireFreshSession(session: SessionAge | null | undefined): void {
  if (!session || !isFreshSession(session))
    throw new APIError('FORBIDDEN', {
      code: 'SESSION_NOT_FRESH',
      message: `Sign in again (within the last ${FRESH_SESSION_MINUTES} minutes) to do this`,
    });
}
