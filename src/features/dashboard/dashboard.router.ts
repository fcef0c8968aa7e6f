import { and, eq, gte, sql, type AnyColumn } from 'drizzle-orm';
import { procedure } from '~/server/api/procedure';
import type { Database } from '~/server/db/client';
import { auditEvent, book, bookCount, genre, user } from '~/server/db/schema';
import { newestFirst } from '~/server/db/order';
import type { AuditAction } from '~/lib/audit-actions';
import { dashboardSchema } from './dashboard.schema';
import { DASHBOARD_DAYS, LATEST_EVENTS } from './dashboard-window';

/** Today as a UTC calendar day, whatever the session's time zone. */
const utcToday = sql`(now() at time zone 'UTC')::date`;
/** The first day of the window: DASHBOARD_DAYS days, today included. */
const firstDay = sql`(${utcToday} - ${DASHBOARD_DAYS - 1}::int)`;

async function userFigures(db: Database) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${withinWindow(user.createdAt)}))::int`,
    })
    .from(user);
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

/** Created within the window (the last DASHBOARD_DAYS days, to this instant). */
const withinWindow = (createdAt: AnyColumn) =>
  sql`${createdAt} > now() - make_interval(days => ${DASHBOARD_DAYS}::int)`;

async function bookFigures(db: Database) {
  const [[total], [recent]] = await Promise.all([
    // The trigger-maintained counter (migration 0004): one row read instead of a count over the catalogue.
    db.select({ total: bookCount.total }).from(bookCount),
    // A range scan of book_created_at_idx: the books of the window only.
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(book)
      .where(withinWindow(book.createdAt)),
  ]);
  return { total: total?.total ?? 0, recent: recent?.count ?? 0 };
}

async function genreFigures(db: Database) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${withinWindow(genre.createdAt)}))::int`,
    })
    .from(genre);
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

/**
 * Sign-ins per UTC day over the window, every day present (0 when none), oldest first. The sign-ins
 * are counted in one range scan of audit_event_action_idx, then laid over a generated series of days.
 */
function signInsPerDay(db: Database) {
  const signInDay = sql<string>`(${auditEvent.createdAt} at time zone 'UTC')::date`;
  const signIns = db.$with('sign_ins').as(
    db
      .select({ day: signInDay.as('day'), count: sql<number>`count(*)::int`.as('count') })
      .from(auditEvent)
      .where(
        and(
          eq(auditEvent.action, 'auth.signed_in' satisfies AuditAction),
          gte(auditEvent.createdAt, sql`${firstDay}::timestamp at time zone 'UTC'`),
        ),
      )
      .groupBy(signInDay),
  );
  const day = sql`${utcToday} - ago.days`;
  return db
    .with(signIns)
    .select({
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      count: sql<number>`coalesce(${signIns.count}, 0)::int`,
    })
    .from(sql`generate_series(${DASHBOARD_DAYS - 1}::int, 0, -1) as ago(days)`)
    .leftJoin(signIns, eq(signIns.day, day))
    .orderBy(sql`ago.days desc`);
}

async function latestEvents(db: Database) {
  const rows = await db
    .select({
      id: auditEvent.id,
      createdAt: auditEvent.createdAt,
      action: auditEvent.action,
      actorEmail: auditEvent.actorEmail,
      targetLabel: auditEvent.targetLabel,
    })
    .from(auditEvent)
    .orderBy(newestFirst(auditEvent.createdAt), newestFirst(auditEvent.id))
    .limit(LATEST_EVENTS);
  return rows.map((row) => ({ ...row, action: row.action as AuditAction }));
}

export const getDashboard = procedure
  .meta({ permission: { apps: ['manager'] } })
  .route({
    method: 'GET',
    path: '/dashboard',
    summary: 'Key figures, sign-ins per day and the latest activity',
    tags: ['Dashboard'],
  })
  .output(dashboardSchema)
  .handler(async ({ context }) => {
    const { db } = context.server.connection;
    const [users, books, genres, signIns, events] = await Promise.all([
      userFigures(db),
      bookFigures(db),
      genreFigures(db),
      signInsPerDay(db),
      latestEvents(db),
    ]);
    return {
      users,
      books,
      genres,
      signInsPerDay: signIns,
      latestEvents: events,
    };
  });

export const dashboardRouter = { get: getDashboard };
