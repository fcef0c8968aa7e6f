import type { AuditAction, AuditTargetType } from '~/lib/audit-actions';
import type { Database } from './db/client';
import { auditEvent } from './db/schema';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  actor?: AuditActor | null;
  target?: { type: AuditTargetType; id: string; label?: string | null };
  ipAddress?: string | null;
  detail?: Record<string, unknown>;
}

/** A database or an open transaction: an audit row is written in the same transaction as the change. */
type Executor = Pick<Database, 'insert'>;

export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditEvent).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    ipAddress: entry.ipAddress ?? null,
    detail: entry.detail ?? {},
  });
}
