import { eq } from 'drizzle-orm';
import type { AuditAction } from '~/lib/audit-actions';
import { recordAudit, type AuditActor } from '../audit';
import type { Database } from '../db/client';
import { organization } from '../db/schema';
import { invitationAcceptedEvents } from '../webhooks/webhook-payloads';
import type { Webhooks } from '../webhooks/webhooks';

type Fields = Record<string, unknown>;

interface Change {
  action: AuditAction;
  /** The organization the change is in, from the answer (or, failing that, the request). */
  organizationId: (answer: Fields, body: Fields) => unknown;
  /** What the entry keeps besides who and where: the request fields worth reading later. */
  detail?: (answer: Fields, body: Fields) => Fields;
}

const nested = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Fields)[key] : undefined;

/** Every change better-auth's organization endpoints make, as the audit log records it. */
const CHANGES: Record<string, Change> = {
  '/organization/create': { action: 'organization.created', organizationId: (answer) => answer.id },
  '/organization/update': {
    action: 'organization.updated',
    organizationId: (answer) => answer.id,
    detail: (_answer, body) => ({ changes: body.data }),
  },
  '/organization/delete': { action: 'organization.deleted', organizationId: (answer) => answer.id },
  '/organization/invite-member': {
    action: 'organization.member_invited',
    organizationId: (answer) => answer.organizationId,
    detail: (answer) => ({ email: answer.email, role: answer.role }),
  },
  '/organization/cancel-invitation': {
    action: 'organization.invitation_canceled',
    organizationId: (answer) => answer.organizationId,
    detail: (answer) => ({ email: answer.email }),
  },
  '/organization/accept-invitation': {
    action: 'organization.invitation_accepted',
    organizationId: (answer) => nested(answer.invitation, 'organizationId'),
    detail: (answer) => ({ role: nested(answer.invitation, 'role') }),
  },
  '/organization/reject-invitation': {
    action: 'organization.invitation_rejected',
    organizationId: (answer) => nested(answer.invitation, 'organizationId'),
  },
  '/organization/remove-member': {
    action: 'organization.member_removed',
    organizationId: (answer) => nested(answer.member, 'organizationId'),
    detail: (answer) => ({ userId: nested(answer.member, 'userId') }),
  },
  '/organization/update-member-role': {
    action: 'organization.member_role_changed',
    organizationId: (answer) => answer.organizationId,
    detail: (answer) => ({ userId: answer.userId, role: answer.role }),
  },
  '/organization/leave': { action: 'organization.left', organizationId: (answer) => answer.organizationId },
  '/organization/create-team': {
    action: 'organization.team_created',
    organizationId: (answer) => answer.organizationId,
    detail: (answer) => ({ teamId: answer.id, name: answer.name }),
  },
  '/organization/update-team': {
    action: 'organization.team_updated',
    organizationId: (answer) => answer.organizationId,
    detail: (answer) => ({ teamId: answer.id, name: answer.name }),
  },
  '/organization/remove-team': {
    action: 'organization.team_deleted',
    organizationId: (_answer, body) => body.organizationId,
    detail: (_answer, body) => ({ teamId: body.teamId }),
  },
  '/organization/add-team-member': {
    action: 'organization.team_member_added',
    organizationId: (_answer, body) => body.organizationId,
    detail: (_answer, body) => ({ teamId: body.teamId, userId: body.userId }),
  },
  '/organization/remove-team-member': {
    action: 'organization.team_member_removed',
    organizationId: (_answer, body) => body.organizationId,
    detail: (_answer, body) => ({ teamId: body.teamId, userId: body.userId }),
  },
};

/** Whether an organization endpoint changes something the audit log records (reads do not). */
export function isRecordedChange(path: string): boolean {
  return Object.hasOwn(CHANGES, path);
}

/**
 * Records a change an organization endpoint made. Called after a successful answer; the deleted
 * organization's name comes from the answer, the others' from the database. An accepted invitation is
 * also told to webhooks (`invitation.accepted`, `organization.member_added`), in the audit entry's
 * transaction: better-auth wrote the change itself just before, without one.
 */
export async function recordOrganizationChange(
  db: Database,
  webhooks: Webhooks,
  change: {
    path: string;
    answer: unknown;
    body: unknown;
    actor: AuditActor | null;
    ipAddress: string | null;
  },
): Promise<void> {
  const known = CHANGES[change.path];
  if (!known || typeof change.answer !== 'object' || change.answer === null) return;
  const answer = change.answer as Fields;
  const body = (typeof change.body === 'object' && change.body !== null ? change.body : {}) as Fields;
  const organizationId = known.organizationId(answer, body);
  const id = typeof organizationId === 'string' ? organizationId : null;
  const [found] = id
    ? await db.select({ name: organization.name }).from(organization).where(eq(organization.id, id))
    : [];
  const label = found?.name ?? String(answer.name ?? '');
  const events =
    change.path === '/organization/accept-invitation'
      ? invitationAcceptedEvents(answer, id ? { id, name: label } : null)
      : [];
  const recorded = await db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: known.action,
      actor: change.actor,
      target: id ? { type: 'organization', id, label } : undefined,
      ipAddress: change.ipAddress,
      detail: known.detail?.(answer, body),
    });
    let endpoints = 0;
    for (const event of events) endpoints += (await webhooks.record(tx, event)).endpoints.length;
    return endpoints;
  });
  if (recorded) webhooks.wake();
}
