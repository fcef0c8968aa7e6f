import { APIError, getSessionFromCtx, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Database } from '../db/client';
import { passkey, user } from '../db/schema';
import { requireFreshSession } from '../fresh-session';
import { clientIpOf } from '../http/client-ip';
import type { Throttles } from '../throttle';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The two steps of adding a passkey: both need a fresh sign-in (src/server/fresh-session.ts). */
export const PASSKEY_REGISTRATION_PATHS = new Set([
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
]);
export const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication';

/** The longest field of a browser's passkey answer Folio reads (base64url; real ones are a few KB). */
const MAX_ANSWER_FIELD = 16_384;

/** The fields of the authenticator's answer each ceremony needs, and the code its refusal carries. */
const ANSWER_FIELDS: Record<string, { fields: string[]; code: string; message: string }> = {
  '/passkey/verify-registration': {
    fields: ['clientDataJSON', 'attestationObject'],
    code: 'FAILED_TO_VERIFY_REGISTRATION',
    message: 'Failed to verify registration',
  },
  [PASSKEY_SIGN_IN_PATH]: {
    fields: ['clientDataJSON', 'authenticatorData', 'signature'],
    code: 'AUTHENTICATION_FAILED',
    message: 'Authentication failed',
  },
};

const isAnswerText = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ANSWER_FIELD;

/**
 * Whether the body holds a browser's passkey answer (`response`) in the shape WebAuthn gives it. The
 * plugin takes any object: anything else would reach the database or the verifier and fail there as
 * a 500, rather than as the caller's mistake.
 */
function isWellFormedAnswer(body: unknown, fields: string[]): boolean {
  const answer = (body as { response?: unknown } | undefined)?.response as
    { id?: unknown; rawId?: unknown; type?: unknown; response?: Record<string, unknown> } | undefined;
  if (typeof answer !== 'object' || answer === null) return false;
  const inner = answer.response;
  return (
    isAnswerText(answer.id) &&
    isAnswerText(answer.rawId) &&
    answer.type === 'public-key' &&
    typeof inner === 'object' &&
    inner !== null &&
    fields.every((field) => isAnswerText(inner[field]))
  );
}

/** The credential a sign-in answer names (its `response.id`), if any. */
function credentialOf(ctx: HookContext): string {
  const response = (ctx.body as { response?: { id?: unknown } } | undefined)?.response;
  return typeof response?.id === 'string' ? response.id : '';
}

/**
 * Before better-auth's passkey endpoints: adding one needs a fresh, non-impersonated session (so a
 * stolen session cannot plant a passkey), and a passkey sign-in counts against the client's
 * code-check budget (ADR 0010) like a code does.
 */
export async function beforePasskeyRequest(ctx: HookContext, { throttles }: { throttles: Throttles }) {
  if (PASSKEY_REGISTRATION_PATHS.has(ctx.path)) {
    const current = await getSessionFromCtx(ctx).catch(() => null);
    if (!current) throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Unauthorized' });
    requireFreshSession(current.session);
  }
  if (ctx.path === PASSKEY_SIGN_IN_PATH) await throttles.beforeVerifyCode({ email: '', ip: clientIpOf(ctx) });
  const answer = ANSWER_FIELDS[ctx.path];
  if (answer && !isWellFormedAnswer(ctx.body, answer.fields))
    throw new APIError('BAD_REQUEST', { code: answer.code, message: answer.message });
}

/**
 * After them: a passkey sign-in is audited like a code sign-in and stamps the passkey's last use; a
 * banned person learns why and until when, as with a code. An added passkey is audited.
 */
export async function afterPasskeyRequest(ctx: HookContext, { db }: { db: Database }) {
  const returned = ctx.context.returned;
  const ipAddress = clientIpOf(ctx);
  // The plugin answers 500 for any answer its verifier cannot read: that is the caller's mistake. An
  // error thrown here would keep the endpoint's status, so the answer is a response of its own.
  if (
    ctx.path === '/passkey/verify-registration' &&
    isAPIError(returned) &&
    returned.statusCode === 500 &&
    (returned.body as { code?: string } | undefined)?.code === 'FAILED_TO_VERIFY_REGISTRATION'
  )
    return Response.json(
      { code: 'FAILED_TO_VERIFY_REGISTRATION', message: 'Failed to verify registration' },
      { status: 400 },
    );
  if (ctx.path === '/passkey/verify-registration' && !isAPIError(returned)) {
    const owner = ctx.context.session?.user;
    const added = returned as { id?: string; name?: string | null } | undefined;
    if (owner)
      await recordAudit(db, {
        action: 'passkey.added',
        actor: { id: owner.id, email: owner.email },
        target: { type: 'user', id: owner.id, label: owner.email },
        ipAddress,
        detail: { passkeyId: added?.id, name: added?.name ?? null },
      });
    return;
  }
  if (ctx.path !== PASSKEY_SIGN_IN_PATH) return;
  const credentialID = credentialOf(ctx);
  if (!isAPIError(returned)) {
    const signedIn = ctx.context.newSession?.user;
    if (!signedIn) return;
    await db.update(passkey).set({ lastUsedAt: new Date() }).where(eq(passkey.credentialID, credentialID));
    await recordAudit(db, {
      action: 'auth.signed_in',
      actor: { id: signedIn.id, email: signedIn.email },
      ipAddress,
      detail: { method: 'passkey' },
    });
    return;
  }
  const code = (returned.body as { code?: string } | undefined)?.code ?? 'UNKNOWN_ERROR';
  const [owner] = credentialID
    ? await db
        .select({ email: user.email, banReason: user.banReason, banExpires: user.banExpires })
        .from(passkey)
        .innerJoin(user, eq(user.id, passkey.userId))
        .where(eq(passkey.credentialID, credentialID))
    : [];
  await recordAudit(db, {
    action: 'auth.sign_in_failed',
    ipAddress,
    detail: { email: owner?.email ?? null, code, method: 'passkey' },
  });
  if (code === 'BANNED_USER') {
    // The person proved they hold the passkey: they may know why and until when, as with a code.
    throw new APIError('FORBIDDEN', {
      code: 'BANNED_USER',
      message: 'You have been banned from this application',
      banReason: owner?.banReason ?? null,
      banExpires: owner?.banExpires?.toISOString() ?? null,
    });
  }
}
