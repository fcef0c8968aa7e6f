import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session as sessionTable } from '../db/schema';

/** A session is refreshed (rolling) for 30 days of inactivity, but never lives past this since sign-in. */
export const SESSION_ABSOLUTE_MAX_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * better-auth cookie options: HttpOnly, SameSite=Lax, Path=/ always; over https also Secure and the
 * `__Host-` name prefix (which requires Secure, Path=/ and no Domain). better-auth's own
 * `useSecureCookies` would add `__Secure-` in front of any prefix, so it stays off and Secure is set
 * through the default attributes instead.
 */
export function authCookieOptions(baseUrl: string) {
  const https = new URL(baseUrl).protocol === 'https:';
  return {
    useSecureCookies: false,
    cookiePrefix: https ? '__Host-better-auth' : 'better-auth',
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https },
  };
}

/** The latest moment a session created at `createdAt` may last until. */
export function sessionAbsoluteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_MAX_DAYS * DAY_MS);
}

/**
 * better-auth `databaseHooks.session.update.after`: when a session is refreshed (its expiry moved on
 * by activity), caps the stored expiry at sign-in + SESSION_ABSOLUTE_MAX_DAYS. better-auth reads the
 * session row on every request (no cookie cache), so once that moment passes the session is gone.
 */
export function capSessionLifetime(db: Database) {
  return async (session: { id: string; createdAt: Date; expiresAt: Date } | null) => {
    if (!session) return;
    const max = sessionAbsoluteExpiry(new Date(session.createdAt));
    if (new Date(session.expiresAt).getTime() <= max.getTime()) return;
    await db
      .update(sessionTable)
      .set({ expiresAt: max })
      .where(and(eq(sessionTable.id, session.id), gt(sessionTable.expiresAt, max)));
  };
}
