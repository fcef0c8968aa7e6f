import { APIError, getSessionFromCtx, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { organizationRoleCan } from '~/lib/organization-permissions';
import type { Database } from '../db/client';
import { invitation, member, session, team } from '../db/schema';
import { clientIpOf } from '../http/client-ip';
import type { Throttles } from '../throttle';
import type { Webhooks } from '../webhooks/webhooks';
import { isRecordedChange, recordOrganizationChange } from './organization-audit';
import { checkOrganizationInput } from './organization-input';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Fields = Record<string, unknown>;

/** Answers about an invitation that no longer stands; better-auth would change it all the same. */
const ANSWERS_TO_OPEN_INVITATIONS = new Set([
  '/organization/cancel-invitation',
  '/organization/reject-invitation',
]);

function bodyOf(ctx: HookContext): Fields {
  return typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Fields) : {};
}

/** The organization a request is about: its `organizationId`, else the caller's active one. */
function organizationOf(body: Fields, activeOrganizationId: unknown): string | undefined {
  const id = body.organizationId ?? activeOrganizationId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * What Folio adds before better-auth's organization endpoints run: Folio's name and role rules, no
 * answer to an invitation that is no longer pending, and the invitation throttle (counted only for a
 * member who may invite, so that nobody can spend someone else's budget). Returns a body to use
 * instead of the request's (names trimmed), or nothing.
 */
export async function beforeOrganizationRequest(
  ctx: HookContext,
  { db, throttles }: { db: Database; throttles: Throttles },
): Promise<Fields | undefined> {
  const checked = checkOrganizationInput(ctx.path, ctx.body);
  const body = bodyOf(ctx);
  if (ANSWERS_TO_OPEN_INVITATIONS.has(ctx.path) && typeof body.invitationId === 'string') {
    const [found] = await db
      .select({ status: invitation.status, expiresAt: invitation.expiresAt })
      .from(invitation)
      .where(eq(invitation.id, body.invitationId));
    if (found && (found.status !== 'pending' || found.expiresAt.getTime() <= Date.now()))
      throw new APIError('BAD_REQUEST', { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' });
  }
  if (ctx.path === '/organization/invite-member' || ctx.path === '/organization/remove-member') {
    const caller = await getSessionFromCtx(ctx).catch(() => null);
    const organizationId = organizationOf(body, caller?.session.activeOrganizationId);
    if (!caller || !organizationId) return checked;
    const [membership] = await db
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, caller.user.id)));
    // better-auth refuses a member this with 401, which a client takes for "signed out".
    if (
      ctx.path === '/organization/remove-member' &&
      membership &&
      !organizationRoleCan(membership.role, { member: ['delete'] })
    )
      throw new APIError('FORBIDDEN', {
        code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
        message: 'You are not allowed to delete this member',
      });
    if (
      ctx.path === '/organization/invite-member' &&
      organizationRoleCan(membership?.role, { invitation: ['create'] })
    )
      await throttles.beforeInvite({
        email: String(body.email ?? '')
          .trim()
          .toLowerCase(),
        inviter: caller.user.id,
        organizationId,
      });
  }
  return checked;
}

/** Who stopped being a member of which organization, when the request removed or let someone go. */
function leftMembership(path: string, answer: unknown, callerId: string | undefined) {
  const fields = (typeof answer === 'object' && answer !== null ? answer : {}) as Fields;
  const removed = (path === '/organization/remove-member' ? fields.member : fields) as Fields | undefined;
  const userId = path === '/organization/leave' ? callerId : removed?.userId;
  const organizationId = removed?.organizationId;
  if (!['/organization/remove-member', '/organization/leave'].includes(path)) return undefined;
  return typeof userId === 'string' && typeof organizationId === 'string'
    ? { userId, organizationId }
    : undefined;
}

/** What Folio adds after them: a change is recorded in the audit log (and for webhooks, as the case may be). */
export async function afterOrganizationRequest(
  ctx: HookContext,
  { db, webhooks }: { db: Database; webhooks: Webhooks },
): Promise<void> {
  const returned = ctx.context.returned;
  // Reads (lists, the active member…) change nothing: no session or team to look up for them.
  if (isAPIError(returned) || !isRecordedChange(ctx.path)) return;
  const current = await getSessionFromCtx(ctx).catch(() => null);
  const body = bodyOf(ctx);
  const left = leftMembership(ctx.path, returned, current?.user.id);
  // better-auth clears the active organization of the session that asked only: every session of
  // the person who is no longer a member forgets it.
  if (left)
    await db
      .update(session)
      .set({ activeOrganizationId: null, activeTeamId: null })
      .where(and(eq(session.userId, left.userId), eq(session.activeOrganizationId, left.organizationId)));
  const [teamRow] =
    typeof body.teamId === 'string' && !body.organizationId
      ? await db.select({ organizationId: team.organizationId }).from(team).where(eq(team.id, body.teamId))
      : [];
  await recordOrganizationChange(db, webhooks, {
    path: ctx.path,
    answer: returned,
    body: {
      ...body,
      organizationId: teamRow?.organizationId ?? organizationOf(body, current?.session.activeOrganizationId),
    },
    actor: current ? { id: current.user.id, email: current.user.email } : null,
    ipAddress: clientIpOf(ctx),
  });
}
