import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session as sessionTable } from '../db/schema';
import { sessionBound } from './session-rule';

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

/**
 * better-auth `databaseHooks.session.update.after`: when a session is refreshed (its expiry moved on
 * by activity), caps the stored expiry at its bound (sign-in + 90 days; an impersonation's hour).
 * better-auth reads the session row on every request (no cookie cache), so once that moment passes
 * the session is gone.
 */
export function capSessionLifetime(db: Database) {
  return async (
    session: { id: string; createdAt: Date; expiresAt: Date; impersonatedBy?: string | null } | null,
  ) => {
    if (!session) return;
    const max = sessionBound(session);
    if (new Date(session.expiresAt).getTime() <= max.getTime()) return;
    await db
      .update(sessionTable)
      .set({ expiresAt: max })
      .where(and(eq(sessionTable.id, session.id), gt(sessionTable.expiresAt, max)));
  };
}
