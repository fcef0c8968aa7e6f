import { describe, expect, it } from 'vitest';
import { databases } from '../support/test-database';
import {
  ADMIN_EMAIL,
  testServer,
  USER_EMAIL,
  type TestClient,
  type TestServer,
} from '../support/test-server';

interface DashboardJson {
  users: { total: number; recent: number };
  books: { total: number; recent: number };
  genres: { total: number; recent: number };
  signInsPerDay: Array<{ day: string; count: number }>;
  latestEvents: Array<{
    id: string;
    createdAt: string;
    action: string;
    actorEmail: string | null;
    targetLabel: string | null;
  }>;
}

const DAY_MS = 86_400_000;

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

async function dashboard(client: TestClient): Promise<DashboardJson> {
  const response = await client.api<DashboardJson>('GET', '/api/rest/dashboard');
  expect(response.status, response.text).toBe(200);
  return response.json;
}

/** Sign-ins per UTC day, counted here independently of the procedure's SQL. */
async function signInsByDay(server: TestServer): Promise<Map<string, number>> {
  const rows = await server.query<{ created_at: Date }>(
    `select created_at from audit_event where action = 'auth.signed_in'`,
  );
  const days = new Map<string, number>();
  for (const { created_at } of rows) {
    const day = utcDay(new Date(created_at).getTime());
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  return days;
}

async function insertUser(server: TestServer, id: string, createdAt: Date) {
  await server.query(
    `insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
     values ($1, $1, $2, true, 'user', $3, $3)`,
    [id, `${id}@example.org`, createdAt],
  );
}

async function insertSignIn(server: TestServer, at: Date) {
  await server.query(
    `insert into audit_event (action, actor_email, created_at) values ('auth.signed_in', $1, $2)`,
    ['history@example.org', at],
  );
}

describe.each(databases)('the dashboard on $kind', ({ kind }) => {
  it('reports the figures the database holds', async () => {
    const server = await testServer(kind);
    const admin = await server.signIn(ADMIN_EMAIL);
    const before = await dashboard(admin);

    // A user and a book from before the window, a user and a book from today, and two older sign-ins:
    // the first instant of the window's first UTC day (counted) and the instant before it (not counted).
    const now = Date.now();
    await insertUser(server, 'dashboard-old', new Date(now - 40 * DAY_MS));
    await insertUser(server, 'dashboard-new', new Date(now));
    await server.query(`insert into book (title, author) values ('Dashboard Probe', 'Probe Author')`);
    await server.query(
      `insert into book (title, author, created_at) values ('Dashboard Old Probe', 'Probe Author', $1)`,
      [new Date(now - 40 * DAY_MS)],
    );
    const firstDay = new Date(`${utcDay(now - 29 * DAY_MS)}T00:00:00Z`);
    await insertSignIn(server, firstDay);
    await insertSignIn(server, new Date(firstDay.getTime() - 1));
    // More events than the list shows, so that it has to choose the newest.
    for (let minutes = 1; minutes <= 9; minutes++) {
      await server.query(
        `insert into audit_event (action, actor_email, target_type, target_label, created_at)
         values ('book.created', $1, 'book', $2, now() - make_interval(mins => $3::int))`,
        [ADMIN_EMAIL, `Probe ${minutes}`, minutes],
      );
    }
    await server.signIn(USER_EMAIL);

    const after = await dashboard(admin);

    expect(after.users.total).toBe(await server.countRows('user'));
    expect(after.users.total).toBe(before.users.total + 2);
    expect(after.users.recent).toBe(
      await server.countRows('user', `created_at > now() - interval '30 days'`),
    );
    expect(after.users.recent).toBe(before.users.recent + 1);
    expect(after.books.total).toBe(await server.countRows('book'));
    expect(after.books.total).toBe(before.books.total + 2);
    expect(after.genres.total).toBe(await server.countRows('genre'));
    expect(after.genres.total).toBeGreaterThan(0);
    // Every card has its trend: what was added within the window.
    expect(after.books.recent).toBe(
      await server.countRows('book', `created_at > now() - interval '30 days'`),
    );
    expect(after.books.recent).toBe(before.books.recent + 1);
    expect(after.genres.recent).toBe(
      await server.countRows('genre', `created_at > now() - interval '30 days'`),
    );

    // 30 consecutive UTC days ending today, each with the sign-ins of that day (0 when none).
    const today = utcDay(Date.now());
    const expectedDays = Array.from({ length: 30 }, (_, index) =>
      utcDay(Date.parse(`${today}T00:00:00Z`) - (29 - index) * DAY_MS),
    );
    const counted = await signInsByDay(server);
    expect(after.signInsPerDay).toEqual(expectedDays.map((day) => ({ day, count: counted.get(day) ?? 0 })));
    // Today's bar counts the sign-in that just happened; the first day counts the one at its first instant.
    expect(after.signInsPerDay.at(-1)!.count).toBe(before.signInsPerDay.at(-1)!.count + 1);
    expect(after.signInsPerDay[0]!.count).toBe(before.signInsPerDay[0]!.count + 1);
    expect(after.signInsPerDay.reduce((sum, { count }) => sum + count, 0)).toBe(
      before.signInsPerDay.reduce((sum, { count }) => sum + count, 0) + 2,
    );

    // The latest eight events, newest first.
    const latest = await server.query<{
      id: string;
      created_at: Date;
      action: string;
      actor_email: string | null;
      target_label: string | null;
    }>(
      'select id, created_at, action, actor_email, target_label from audit_event order by created_at desc, id desc limit 8',
    );
    expect(latest).toHaveLength(8);
    expect(after.latestEvents).toEqual(
      latest.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        action: row.action,
        actorEmail: row.actor_email,
        targetLabel: row.target_label,
      })),
    );
    expect(after.latestEvents[0]).toMatchObject({ action: 'auth.signed_in', actorEmail: USER_EMAIL });
  });

  it('is refused to a user (403) and to an anonymous caller (401)', async () => {
    const server = await testServer(kind);
    const user = await server.signIn(USER_EMAIL);
    const asUser = await user.api('GET', '/api/rest/dashboard');
    expect(asUser.status).toBe(403);
    expect(asUser.json).toMatchObject({ code: 'FORBIDDEN' });
    expect(asUser.text).not.toContain(ADMIN_EMAIL);

    const anonymous = await server.client().api('GET', '/api/rest/dashboard');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
