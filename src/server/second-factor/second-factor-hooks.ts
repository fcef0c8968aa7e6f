import { APIError, getSessionFromCtx, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../db/client';
import { recordAudit } from '../audit';
import { requireFreshSession } from '../fresh-session';
import { clientIpOf } from '../http/client-ip';
import type { Throttles } from '../throttle';
import { claimCodeStep, releaseCodeStep, type ClaimedStep } from './totp-replay';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The endpoints that check an authenticator or backup code: a sign-in's second step, or a confirmation. */
export const SECOND_FACTOR_CHECK_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);
/** What takes a current code (`code`) on top of the session: turning the factor off, new backup codes. */
const CODE_GATED_PATHS = new Set(['/two-factor/disable', '/two-factor/generate-backup-codes']);
/** The cookie better-auth's twoFactor plugin keeps a pending second step in. */
const PENDING_COOKIE = 'two_factor';

interface Checker {
  id: string;
  email: string;
  twoFactorEnabled?: boolean | null;
}

/** Who checks a code, and whether it is the second step of a sign-in (no session yet). */
interface Attempt {
  person: Checker | null;
  signingIn: boolean;
  /** The authenticator code's time step, taken before better-auth checks the code. */
  claimed?: ClaimedStep;
}

/**
 * The attempt a before-hook saw, for its after-hook. Keyed by the request's headers object, which
 * better-auth hands unchanged to both hooks of one call (also to a server-side call without a request).
 */
const attempts = new WeakMap<object, Attempt>();

function keyOf(ctx: HookContext): object | undefined {
  return ctx.request ?? ctx.headers;
}

async function whoChecks(ctx: HookContext): Promise<Attempt> {
  const current = await getSessionFromCtx(ctx).catch(() => null);
  if (current) return { person: current.user as Checker, signingIn: false };
  const cookie = ctx.context.createAuthCookie(PENDING_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return { person: null, signingIn: true };
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt < new Date()) return { person: null, signingIn: true };
  const person = await ctx.context.internalAdapter.findUserById(pending.value);
  return { person: person as Checker | null, signingIn: true };
}

export interface SecondFactorHookDependencies {
  db: Database;
  throttles: Throttles;
  /** Checks a current authenticator (or backup) code of the signed-in person making this request. */
  verifyCurrentCode: (headers: Headers, code: string) => Promise<void>;
}

/** Folio's rules around better-auth's twoFactor endpoints: freshness, a current code, throttles, the audit log. */
export function createSecondFactorHooks({ db, throttles, verifyCurrentCode }: SecondFactorHookDependencies) {
  const before = async (ctx: HookContext) => {
    if (ctx.path === '/two-factor/enable') {
      const current = await getSessionFromCtx(ctx).catch(() => null);
      if (current) requireFreshSession(current.session);
      return;
    }
    if (CODE_GATED_PATHS.has(ctx.path)) {
      const code = (ctx.body as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string' || !code.trim())
        throw new APIError('BAD_REQUEST', { code: 'INVALID_CODE', message: 'Enter a current code' });
      // Only a signed-in person confirms with a code: checked with a pending sign-in's cookie alone, the
      // code would complete that sign-in instead (a session, an audit entry, the pending step spent).
      const current = ctx.headers ? await getSessionFromCtx(ctx).catch(() => null) : null;
      if (!ctx.headers || !current)
        throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Unauthorized' });
      await verifyCurrentCode(ctx.headers, code.trim());
      return;
    }
    if (!SECOND_FACTOR_CHECK_PATHS.has(ctx.path)) return;
    const attempt = await whoChecks(ctx);
    const key = keyOf(ctx);
    if (key) attempts.set(key, attempt);
    await throttles.beforeVerifySecondFactor({
      email: attempt.person?.email.toLowerCase() ?? '',
      ip: clientIpOf(ctx),
    });
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (ctx.path === '/two-factor/verify-totp' && attempt.person && typeof code === 'string')
      attempt.claimed = await claimCodeStep(db, ctx.context, attempt.person.id, code);
  };

  const after = async (ctx: HookContext) => {
    const returned = ctx.context.returned;
    const succeeded = !isAPIError(returned);
    const ipAddress = clientIpOf(ctx);
    const signedIn = ctx.context.session?.user;
    if (CODE_GATED_PATHS.has(ctx.path) && succeeded && signedIn) {
      await recordAudit(db, {
        action:
          ctx.path === '/two-factor/disable'
            ? 'second_factor.disabled'
            : 'second_factor.backup_codes_regenerated',
        actor: { id: signedIn.id, email: signedIn.email },
        target: { type: 'user', id: signedIn.id, label: signedIn.email },
        ipAddress,
      });
      return;
    }
    if (!SECOND_FACTOR_CHECK_PATHS.has(ctx.path)) return;
    const key = keyOf(ctx);
    const attempt = key ? attempts.get(key) : undefined;
    if (attempt?.claimed && !succeeded) await releaseCodeStep(db, attempt.claimed);
    const person = attempt?.person;
    if (!person) return;
    await throttles.afterVerifySecondFactor({ email: person.email.toLowerCase(), ip: ipAddress }, succeeded);
    const actor = { id: person.id, email: person.email };
    const method = ctx.path === '/two-factor/verify-totp' ? 'authenticator' : 'backup_code';
    if (attempt.signingIn) {
      const code = isAPIError(returned)
        ? ((returned.body as { code?: string } | undefined)?.code ?? 'UNKNOWN_ERROR')
        : undefined;
      await recordAudit(db, {
        action: succeeded ? 'auth.signed_in' : 'auth.sign_in_failed',
        actor: succeeded ? actor : null,
        ipAddress,
        detail: succeeded ? { secondFactor: method } : { email: person.email, code, secondFactor: method },
      });
      return;
    }
    // The first code of an enrolment turns the factor on.
    if (succeeded && method === 'authenticator' && !person.twoFactorEnabled)
      await recordAudit(db, {
        action: 'second_factor.enabled',
        actor,
        target: { type: 'user', id: person.id, label: person.email },
        ipAddress,
      });
  };

  return { before, after };
}
