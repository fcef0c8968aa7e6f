import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '~/lib/languages';
import { languageOfRequest } from '~/lib/request-language';
import { nameSchema } from '~/lib/person-name';
import { EMAIL_MAX_LENGTH } from '~/lib/email';
import { DEMO_MODE_ERROR } from '~/lib/demo-mode';
import { recordAudit } from './audit';
import { DISABLED_AUTH_PATHS } from './auth-surface';
import { isDemoAccount } from './demo-codes';
import type { Database } from './db/client';
import { user } from './db/schema';
import { afterOrganizationRequest, beforeOrganizationRequest } from './organizations/organization-hooks';
import { sendFailed } from './email/failed-sends';
import type { Env } from './env';
import type { JobRunner } from './jobs/job-runner';
import type { Webhooks } from './webhooks/webhooks';
import { clientIpOf } from './http/client-ip';
import {
  createSecondFactorHooks,
  type SecondFactorHookDependencies,
} from './second-factor/second-factor-hooks';
import {
  afterPasskeyRequest,
  beforePasskeyRequest,
  PASSKEY_REGISTRATION_PATHS,
} from './passkeys/passkey-hooks';
import { countSignIn } from './telemetry/metrics';
import { SEND_CODE_PATHS, SENDER_COUNTED_PATHS, VERIFY_CODE_PATHS, type Throttles } from './throttle';

/** The longest value an OAuth callback parameter (code, state, error) is given here. */
const MAX_CALLBACK_VALUE = 2_048;

/** What a read-only demo still allows: signing in with a demo account, and out. */
const DEMO_OPEN_ENDPOINTS = new Set(['/email-otp/send-verification-otp', '/sign-in/email-otp', '/sign-out']);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The address a code goes to or is checked for: `email`, or the new one of an e-mail change. */
function requestedEmail(ctx: HookContext) {
  const body = ctx.body as { email?: unknown; newEmail?: unknown } | undefined;
  return String(body?.email ?? body?.newEmail ?? '')
    .trim()
    .toLowerCase();
}

/** What a code is sent for: better-auth's `type`, or `change-email` for the new address of an e-mail change. */
function codePurpose(ctx: HookContext): string {
  if (ctx.path === '/email-otp/request-email-change') return 'change-email';
  return String((ctx.body as { type?: unknown } | undefined)?.type ?? '');
}

/** Who sends a code to an address not yet theirs (an e-mail change): counted as well as the address. */
async function sender(ctx: HookContext): Promise<string | undefined> {
  if (!SENDER_COUNTED_PATHS.has(ctx.path)) return undefined;
  const current = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
  return current?.user.id;
}

/**
 * How a new session was made, for folio_sign_ins_total: a few fixed names (a provider's id is one
 * Folio configures). Undefined for a session that is no sign-in (an admin's impersonation).
 */
function signInMethod(path: string, provider: unknown): string | undefined {
  if (path === '/admin/impersonate-user') return undefined;
  if (path === '/sign-in/email-otp') return 'email_code';
  if (path.startsWith('/oauth2/callback/')) return 'oidc';
  // A session comes back only from a provider Folio configures (GitHub): its id is a fixed name.
  if (path.startsWith('/callback/'))
    return typeof provider === 'string' && /^[a-z0-9-]{1,20}$/.test(provider) ? provider : 'social';
  if (path.startsWith('/passkey/')) return 'passkey';
  if (path.startsWith('/two-factor/')) return 'two_factor';
  return 'other';
}

export function createAuthHooks({
  env,
  db,
  jobs,
  throttles,
  verifyCurrentCode,
  webhooks,
}: {
  env: Env;
  db: Database;
  jobs: JobRunner;
  throttles: Throttles;
  verifyCurrentCode: SecondFactorHookDependencies['verifyCurrentCode'];
  webhooks: Webhooks;
}) {
  const secondFactor = createSecondFactorHooks({ db, throttles, verifyCurrentCode });
  const findUserByEmail = async (email: string) => {
    const [found] = await db.select().from(user).where(eq(user.email, email));
    return found;
  };

  const before = createAuthMiddleware(async (ctx) => {
    // Endpoints with a parameter (/reset-password/:token) escape better-auth's own disabledPaths check.
    // Over HTTP only: Folio's own server-side calls (checking a deletion code) use some of them.
    if (ctx.request && DISABLED_AUTH_PATHS.includes(ctx.path))
      throw new APIError('NOT_FOUND', { message: 'Not found' });
    // A provider's callback echoes `error` into a redirect: values no provider sends are refused.
    if (ctx.path.startsWith('/callback/') || ctx.path.startsWith('/oauth2/callback/')) {
      const fields = {
        ...(ctx.query as object | undefined),
        ...(typeof ctx.body === 'object' ? ctx.body : {}),
      };
      if (
        Object.values(fields).some((value) => typeof value === 'string' && value.length > MAX_CALLBACK_VALUE)
      )
        throw new APIError('BAD_REQUEST', { code: 'INVALID_CALLBACK', message: 'Invalid callback' });
    }
    // Every endpoint Folio serves takes a JSON object, if anything.
    if (
      ctx.body !== undefined &&
      ctx.body !== null &&
      (typeof ctx.body !== 'object' || Array.isArray(ctx.body))
    ) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_BODY', message: 'Expected a JSON object' });
    }
    // An address no mailbox can have is refused before it reaches a throttle key or the database.
    const { email, newEmail } = (ctx.body ?? {}) as { email?: unknown; newEmail?: unknown };
    const addresses = [email, newEmail].filter((address) => address !== undefined);
    if (addresses.some((address) => typeof address !== 'string' || address.length > EMAIL_MAX_LENGTH)) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Email is invalid' });
    }
    // Throttles first: a refused request sends nothing and checks no code.
    if (SEND_CODE_PATHS.has(ctx.path))
      await throttles.beforeSendCode({
        email: requestedEmail(ctx),
        purpose: codePurpose(ctx),
        ip: clientIpOf(ctx),
        sender: await sender(ctx),
      });
    if (VERIFY_CODE_PATHS.has(ctx.path))
      await throttles.beforeVerifyCode({
        email: requestedEmail(ctx),
        ip: clientIpOf(ctx),
        sender: await sender(ctx),
      });
    // Only what arrives over HTTP: Folio's own server-side calls (reading the session) are not changes.
    if (
      env.DEMO_MODE &&
      ctx.request &&
      (ctx.request.method !== 'GET' || PASSKEY_REGISTRATION_PATHS.has(ctx.path)) &&
      !DEMO_OPEN_ENDPOINTS.has(ctx.path)
    ) {
      throw new APIError('FORBIDDEN', { code: DEMO_MODE_ERROR, message: 'This is a read-only demo' });
    }
    if (ctx.path.startsWith('/passkey/')) await beforePasskeyRequest(ctx, { throttles });
    if (ctx.path.startsWith('/organization/')) {
      const checked = await beforeOrganizationRequest(ctx, { db, throttles });
      if (checked) return { context: { body: checked } };
      return;
    }
    if (ctx.path.startsWith('/two-factor/')) {
      await secondFactor.before(ctx);
      return;
    }
    if (
      env.DEMO_MODE &&
      ctx.path === '/email-otp/send-verification-otp' &&
      !isDemoAccount(requestedEmail(ctx))
    ) {
      throw new APIError('FORBIDDEN', { code: DEMO_MODE_ERROR, message: 'Sign in with a demo account' });
    }
    // The name rule holds on the server for every way a name changes, not only in the forms.
    if (ctx.path === '/update-user' && Object.keys(ctx.body ?? {}).some((field) => field !== 'name')) {
      throw new APIError('BAD_REQUEST', {
        code: 'FIELD_NOT_ALLOWED',
        message: 'Only the name can be changed here',
      });
    }
    if (ctx.path === '/update-user' && ctx.body && 'name' in ctx.body) {
      const name = nameSchema.safeParse((ctx.body as { name?: unknown }).name);
      if (!name.success) {
        throw new APIError('BAD_REQUEST', { code: 'NAME_INVALID', message: 'Name is invalid' });
      }
      return { context: { body: { ...(ctx.body as object), name: name.data } } };
    }
    if (
      !env.SIGNUP_ENABLED &&
      (ctx.path === '/email-otp/send-verification-otp' || ctx.path === '/sign-in/email-otp')
    ) {
      if (!(await findUserByEmail(requestedEmail(ctx)))) {
        throw new APIError('FORBIDDEN', { code: 'SIGNUP_DISABLED', message: 'Sign-up is disabled' });
      }
    }
    // These two end the session the audit entry needs, so they are recorded before they run.
    if (ctx.path === '/sign-out' || ctx.path === '/admin/stop-impersonating') {
      const current = await getSessionFromCtx(ctx).catch(() => null);
      if (!current) return;
      const impersonator = current.session.impersonatedBy as string | null | undefined;
      if (ctx.path === '/admin/stop-impersonating' && !impersonator) return;
      // Leaving an impersonation (by stopping it or by signing out of it) is the admin's act.
      const [admin] = impersonator ? await db.select().from(user).where(eq(user.id, impersonator)) : [];
      await recordAudit(db, {
        action: impersonator ? 'impersonation.stopped' : 'auth.signed_out',
        actor: admin
          ? { id: admin.id, email: admin.email }
          : { id: current.user.id, email: current.user.email },
        target: impersonator ? { type: 'user', id: current.user.id, label: current.user.email } : undefined,
        ipAddress: clientIpOf(ctx),
      });
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (sendFailed(ctx)) {
      throw new APIError('SERVICE_UNAVAILABLE', {
        code: 'EMAIL_UNAVAILABLE',
        message: 'The e-mail could not be sent; try again shortly',
      });
    }
    const returned = ctx.context.returned;
    if (ctx.context.newSession && !isAPIError(returned)) {
      const method = signInMethod(ctx.path, (ctx.params as { id?: unknown } | undefined)?.id);
      if (method) countSignIn(method);
    }
    if (ctx.path.startsWith('/organization/')) {
      await afterOrganizationRequest(ctx, { db, webhooks });
      return;
    }
    if (ctx.path.startsWith('/two-factor/')) {
      await secondFactor.after(ctx);
      return;
    }
    if (ctx.path.startsWith('/passkey/')) return afterPasskeyRequest(ctx, { db });
    if (VERIFY_CODE_PATHS.has(ctx.path))
      await throttles.afterVerifyCode(
        { email: requestedEmail(ctx), ip: clientIpOf(ctx), sender: await sender(ctx) },
        !isAPIError(returned),
      );
    if (ctx.path === '/sign-in/email-otp') {
      const email = requestedEmail(ctx);
      if (!isAPIError(returned)) {
        const signedIn = ctx.context.newSession?.user as
          { id: string; email: string; twoFactorEnabled?: boolean | null } | undefined;
        // With a second factor, the sign-in is recorded once its second step (or a trusted device) passed.
        if (signedIn && !signedIn.twoFactorEnabled) {
          await recordAudit(db, {
            action: 'auth.signed_in',
            actor: { id: signedIn.id, email: signedIn.email },
            ipAddress: clientIpOf(ctx),
          });
        }
        return;
      }
      const code = (returned.body as { code?: string } | undefined)?.code ?? 'UNKNOWN_ERROR';
      await recordAudit(db, {
        action: 'auth.sign_in_failed',
        ipAddress: clientIpOf(ctx),
        detail: { email, code },
      });
      if (code === 'BANNED_USER') {
        // The person may know why and until when: they proved they own the address with a valid code.
        const banned = await findUserByEmail(email);
        throw new APIError('FORBIDDEN', {
          code: 'BANNED_USER',
          message: 'You have been banned from this application',
          banReason: banned?.banReason ?? null,
          banExpires: banned?.banExpires?.toISOString() ?? null,
        });
      }
      return;
    }
    if (ctx.path === '/email-otp/change-email' && !isAPIError(returned)) {
      const previous = ctx.context.session?.user;
      const newEmail = String((ctx.body as { newEmail?: unknown } | undefined)?.newEmail ?? '').toLowerCase();
      if (!previous) return;
      const language = ctx.request ? languageOfRequest(ctx.request) : DEFAULT_LANGUAGE;
      // The old address is told after the answer (email-jobs.ts), and again until it accepts.
      await jobs.send('email-changed-notice', { userId: previous.id, to: previous.email, language });
      await recordAudit(db, {
        action: 'user.email_changed',
        actor: { id: previous.id, email: previous.email },
        target: { type: 'user', id: previous.id, label: newEmail },
        ipAddress: clientIpOf(ctx),
        detail: { from: previous.email, to: newEmail },
      });
      return;
    }
    if (ctx.path === '/admin/impersonate-user' && !isAPIError(returned)) {
      const admin = ctx.context.session?.user;
      const targetId = String((ctx.body as { userId?: unknown } | undefined)?.userId ?? '');
      const [target] = await db.select({ email: user.email }).from(user).where(eq(user.id, targetId));
      await recordAudit(db, {
        action: 'impersonation.started',
        actor: admin ? { id: admin.id, email: admin.email } : null,
        target: { type: 'user', id: targetId, label: target?.email },
        ipAddress: clientIpOf(ctx),
      });
    }
  });

  return { before, after };
}
