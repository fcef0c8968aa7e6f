import { hasRequestState } from '@better-auth/core/context';
import type { AuthContext } from 'better-auth';
import { setShouldSkipSessionRefresh } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import { sessionEnd, sessionStands } from './session-rule';

type SessionLookup = AuthContext['internalAdapter']['findSession'];

/**
 * Puts `sessionStands` into better-auth's one session lookup (`internalAdapter.findSession`, behind
 * `getSession` and every endpoint that needs a session), so its endpoints and Folio's session reader
 * decide who a request is by the same rule. An impersonation is reported with its true end and never
 * refreshed: its hour holds whatever cookie comes with it.
 *
 * better-auth builds its internal adapter after the plugins' `init`, so this wraps the lookup once the
 * context has resolved: called right after `betterAuth()`, its callback runs before any request's.
 */
export function enforceSessionRule(authContext: Promise<unknown>, db: Database): void {
  void authContext.then((resolved) => {
    const { internalAdapter } = resolved as AuthContext;
    const findSession: SessionLookup = internalAdapter.findSession.bind(internalAdapter);
    internalAdapter.findSession = async (token) => {
      const found = await findSession(token);
      if (!found) return found;
      const impersonatedBy = (found.session as { impersonatedBy?: string | null }).impersonatedBy;
      const session = { ...found.session, impersonatedBy };
      const impersonator = impersonatedBy ? await impersonatorOf(db, impersonatedBy) : undefined;
      if (
        !sessionStands(
          { session, user: found.user as Parameters<typeof sessionStands>[0]['user'] },
          impersonator,
        )
      )
        return null;
      if (!impersonatedBy) return found;
      if (await hasRequestState()) await setShouldSkipSessionRefresh(true);
      return { ...found, session: { ...found.session, expiresAt: sessionEnd(session) } };
    };
  });
}

async function impersonatorOf(db: Database, id: string) {
  const [impersonator] = await db
    .select({ role: user.role, banned: user.banned, banExpires: user.banExpires })
    .from(user)
    .where(eq(user.id, id));
  return impersonator ?? null;
}
