import { and, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import { keysetPage, pageInputSchema, pgTimestampSchema } from '~/server/db/keyset';
import { auditEvent } from '~/server/db/schema';
import { newestFirst } from '~/server/db/order';
import { AUDIT_ACTIONS, type AuditAction } from '~/lib/audit-actions';
import { auditFiltersSchema } from './audit-filters';

export const auditEventSchema = z.object({
  id: z.string(),
  createdAt: z.date(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  ipAddress: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

// Reading the audit log is for whoever may manage users; nobody can change it (see migration 0006).
export const listAuditEvents = procedure
  .meta({ permission: { apps: ['manager'], user: ['list'] } })
  .route({ method: 'GET', path: '/audit', summary: 'The audit log, newest first', tags: ['Audit'] })
  .input(pageInputSchema.extend(auditFiltersSchema.shape))
  .output(z.object({ items: z.array(auditEventSchema), nextCursor: z.string().nullable() }))
  .handler(async ({ input, context }) => {
    const actor = input.actor?.toLowerCase();
    const page = await keysetPage({
      cursor: input.cursor,
      limit: input.limit,
      key: z.tuple([pgTimestampSchema, z.uuid()]),
      rows: (after, take) =>
        context.server.connection.db
          // The cursor keeps created_at as the database's own text: a JS Date would drop the microseconds.
          .select({ ...getTableColumns(auditEvent), sortTime: sql<string>`${auditEvent.createdAt}::text` })
          .from(auditEvent)
          .where(
            and(
              actor
                ? actor.includes('@')
                  ? eq(auditEvent.actorEmail, actor)
                  : eq(auditEvent.actorId, input.actor!)
                : undefined,
              input.action ? eq(auditEvent.action, input.action) : undefined,
              input.from ? gte(auditEvent.createdAt, new Date(`${input.from}T00:00:00Z`)) : undefined,
              input.to
                ? lt(auditEvent.createdAt, new Date(new Date(`${input.to}T00:00:00Z`).getTime() + 86_400_000))
                : undefined,
              after
                ? sql`(${auditEvent.createdAt}, ${auditEvent.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
                : undefined,
            ),
          )
          .orderBy(newestFirst(auditEvent.createdAt), newestFirst(auditEvent.id))
          .limit(take),
      keyOf: (row) => [row.sortTime, row.id],
    });
    return {
      items: page.items.map(({ sortTime: _sortTime, ...row }) => ({
        ...row,
        action: row.action as AuditAction,
      })),
      nextCursor: page.nextCursor,
    };
  });

export const auditRouter = { list: listAuditEvents };
