import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from 'better-auth';
import { parseSessionOutput, parseUserOutput } from 'better-auth/db';
import { parseCookies } from 'better-call';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Auth, AuthSession } from './auth';
import type { Database } from './db/client';
import { session as sessionTable, user as userTable } from './db/schema';
import { sessionEnd, sessionStands } from './security/session-rule';
import { API_KEY_PREFIX } from '~/lib/api-keys';

const impersonatorTable = alias(userTable, 'impersonator');

/**
 * What reading a request's session found: its session (and user), none, or `undefined` when only
 * better-auth may answer because reading would write: a refresh is due, an expired or deleted session's
 * cookie is to be cleared, a cookie cache or a "don't remember me" cookie is present.
 */
export type SessionReading = AuthSession | null | undefined;

export type SessionReader = (headers: Headers) => Promise<SessionReading>;

/**
 * Reads a session as better-auth's `getSession` does, at a fraction of its cost: better-auth runs its
 * whole endpoint pipeline (validation, hooks of every plugin, a context per call) and checks the
 * cookie's signature through WebCrypto, while this is one prepared statement and a synchronous HMAC.
 * It parses the cookie header with better-call's own parser and accepts the signature's bytes as
 * better-call does, and it applies `sessionStands` as better-auth's lookup does (session-rule-plugin):
 * one rule for every path. Every answer that would write is left to better-auth (`undefined`), so
 * refreshing, expiring and clearing keep better-auth's own rules; nothing is cached, so a revoked
 * session is refused at once. tests/integration/session-reader.test.ts holds both to the same answers.
 */
export function createSessionReader(auth: Auth, db: Database): SessionReader {
  const byToken = db
    .select({
      session: sessionTable,
      user: userTable,
      impersonator: {
        role: impersonatorTable.role,
        banned: impersonatorTable.banned,
        banExpires: impersonatorTable.banExpires,
      },
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(impersonatorTable, eq(impersonatorTable.id, sessionTable.impersonatedBy))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .prepare('folio_session_by_token');
  let settings: Promise<ReturnType<typeof settingsOf>> | undefined;

  return async (headers) => {
    const { cookieNames, secret, options, expiresInMs, updateAgeMs } = await (settings ??= auth.$context.then(
      (context) => settingsOf(context as unknown as AuthContext),
    ));
    const cookies = parseCookies(headers.get('cookie') ?? '');
    if (cookies.has(cookieNames.data) || cookies.has(cookieNames.dontRemember)) return undefined;
    // A native app's bearer token is the session cookie's value (better-auth's bearer plugin), and it
    // wins over a cookie sent beside it, as in the plugin. One this reader cannot verify is better-auth's
    // to judge (the plugin then falls back to the cookie).
    const bearer = bearerSessionToken(headers);
    const signed = bearer ?? cookies.get(cookieNames.token);
    if (!signed) return null;
    const token = verifiedValue(signed, secret);
    if (!token) return bearer ? undefined : null;

    const [found] = await byToken.execute({ token });
    if (!found) return undefined;
    const now = Date.now();
    if (!sessionStands(found, found.impersonator, now)) return null;
    const expiresAt = sessionEnd(found.session).getTime();
    if (expiresAt <= now) return undefined;
    // An impersonation is never refreshed (session-rule-plugin): its hour is its whole life.
    if (!found.session.impersonatedBy && expiresAt - expiresInMs + updateAgeMs <= now) return undefined;
    // better-auth's output filters are typed for any options; these are Folio's, as getSession's are.
    return {
      session: parseSessionOutput(options, { ...found.session, expiresAt: new Date(expiresAt) }),
      user: parseUserOutput(options, found.user),
    } as AuthSession;
  };
}

/**
 * The signed session token of `Authorization: Bearer <token>` (URL-encoded or not, as better-auth's
 * bearer plugin takes it); null for none, or for an API key (`folio_…`, read apart).
 */
function bearerSessionToken(headers: Headers): string | null {
  const match = headers.get('authorization')?.match(/^bearer\s+(\S+)\s*$/i);
  if (!match || match[1]!.startsWith(API_KEY_PREFIX) || !match[1]!.includes('.')) return null;
  try {
    return match[1]!.includes('%') ? decodeURIComponent(match[1]!) : match[1]!;
  } catch {
    return match[1]!;
  }
}

function settingsOf(context: AuthContext) {
  return {
    cookieNames: {
      token: context.authCookies.sessionToken.name,
      data: context.authCookies.sessionData.name,
      dontRemember: context.authCookies.dontRememberToken.name,
    },
    secret: context.secret,
    options: context.options,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

/**
 * The value of a cookie better-call signed (`value.base64(HMAC-SHA256(value))`), or null when its
 * signature is missing or wrong: the check of better-call's `getSignedCookie`, without WebCrypto's
 * promise and key import on every request.
 */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  // The signature's bytes, decoded as better-call decodes them (atob: any spelling of the same bytes).
  let given: Buffer;
  try {
    given = Buffer.from(atob(signature), 'latin1');
  } catch {
    return null;
  }
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
