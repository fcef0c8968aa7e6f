import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase, type DatabaseConnection } from './client';
import { migrateDatabase } from './migrate';
import { seedBooks, seedDatabase } from './seed';

// Starting PGlite takes a few seconds.
const STARTUP_TIMEOUT_MS = 30_000;
const NOW = new Date('2025-06-01T12:00:00Z');

async function freshDatabase(): Promise<DatabaseConnection> {
  const connection = await openDatabase({ pgliteDir: IN_MEMORY });
  await migrateDatabase(connection);
  return connection;
}

async function countRows(connection: DatabaseConnection, table: 'user' | 'genre' | 'book'): Promise<number> {
  const [row] = await connection.query<{ count: number }>(`select count(*)::int as count from "${table}"`);
  return row?.count ?? 0;
}

async function catalogue(connection: DatabaseConnection): Promise<string[]> {
  const rows = await connection.query<{ title: string; author: string }>(
    'select title, author from book order by lower(title), lower(author)',
  );
  return rows.map((row) => `${row.title} — ${row.author}`);
}

async function emails(connection: DatabaseConnection): Promise<string[]> {
  const rows = await connection.query<{ email: string }>('select email from "user" order by email');
  return rows.map((row) => row.email);
}

describe('seedDatabase', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await freshDatabase();
    expect(await seedDatabase(connection, { now: NOW })).toEqual({ seeded: true });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await connection?.close();
  });

  it('creates the admin and the user account, onboarded and verified', async () => {
    const rows = await connection.query<{
      email: string;
      name: string;
      role: string;
      verified: boolean;
      onboarded: boolean;
    }>(
      `select email, name, role, email_verified as verified, onboarded_at is not null as onboarded
         from "user" where email in ('admin@admin.com', 'user@user.com') order by email`,
    );
    expect(rows).toEqual([
      { email: 'admin@admin.com', name: 'Admin', role: 'admin', verified: true, onboarded: true },
      { email: 'user@user.com', name: 'User', role: 'user', verified: true, onboarded: true },
    ]);
  });

  it('adds members with example addresses, a few admins, some not onboarded and recent sign-ups', async () => {
    const [stats] = await connection.query<Record<string, number>>(
      `select count(*)::int as members,
              count(*) filter (where role = 'admin')::int as admins,
              count(*) filter (where onboarded_at is null and name = '')::int as "notOnboarded",
              count(*) filter (where banned and ban_reason is not null)::int as banned,
              count(*) filter (where created_at > $1::timestamptz - interval '30 days')::int as recent,
              count(*) filter (where created_at < $1::timestamptz - interval '125 days')::int as "tooOld",
              count(*) filter (where email !~ '^[a-z0-9]+\\.[a-z0-9]+@example\\.(com|org)$')::int as "badEmails"
         from "user" where email not in ('admin@admin.com', 'user@user.com')`,
      [NOW.toISOString()],
    );
    expect(stats!.members).toBeGreaterThanOrEqual(30);
    expect(stats!.admins).toBeGreaterThanOrEqual(2);
    expect(stats!.admins).toBeLessThanOrEqual(3);
    expect(stats!.notOnboarded).toBeGreaterThan(0);
    expect(stats!.banned).toBeGreaterThanOrEqual(2);
    expect(stats!.recent).toBeGreaterThan(0);
    expect(stats!.tooOld).toBe(0);
    expect(stats!.badEmails).toBe(0);
  });

  it('creates 10 genres and at least 100 books, each with a genre', async () => {
    expect(await countRows(connection, 'genre')).toBe(10);
    expect(await countRows(connection, 'book')).toBeGreaterThanOrEqual(100);
    const [orphans] = await connection.query<{ count: number }>(
      'select count(*)::int as count from book where genre_id is null',
    );
    expect(orphans?.count).toBe(0);
  });

  it('creates two organizations: user@user.com owns one and is a member of the other, each with a team and shelves', async () => {
    const organizations = await connection.query<{
      name: string;
      role: string;
      members: number;
      admins: number;
      owners: number;
      teams: number;
      shelves: number;
      books: number;
    }>(
      `select o.name,
              (select m.role from member m join "user" u on u.id = m.user_id
                where m.organization_id = o.id and u.email = 'user@user.com') as role,
              (select count(*)::int from member m where m.organization_id = o.id) as members,
              (select count(*)::int from member m where m.organization_id = o.id and m.role = 'admin') as admins,
              (select count(*)::int from member m where m.organization_id = o.id and m.role = 'owner') as owners,
              (select count(*)::int from team t join team_member tm on tm.team_id = t.id
                where t.organization_id = o.id) as teams,
              (select count(*)::int from shelf s where s.organization_id = o.id) as shelves,
              (select count(*)::int from shelf s join shelf_book sb on sb.shelf_id = s.id
                where s.organization_id = o.id) as books
         from organization o order by o.name`,
    );
    expect(organizations).toEqual([
      {
        name: 'Northwind Library',
        role: 'member',
        members: 7,
        admins: 1,
        owners: 1,
        teams: 3,
        shelves: 2,
        books: 6,
      },
      {
        name: 'Riverside Book Club',
        role: 'owner',
        members: 7,
        admins: 2,
        owners: 1,
        teams: 3,
        shelves: 2,
        books: 7,
      },
    ]);
    const [banned] = await connection.query<{ count: number }>(
      `select count(*)::int as count from member m join "user" u on u.id = m.user_id
        where u.banned or u.onboarded_at is null`,
    );
    expect(banned?.count).toBe(0);
  });

  it('leaves a database that already has users untouched', async () => {
    const before = await Promise.all([
      countRows(connection, 'user'),
      countRows(connection, 'genre'),
      countRows(connection, 'book'),
    ]);
    expect(await seedDatabase(connection, { now: NOW })).toEqual({ seeded: false });
    const after = await Promise.all([
      countRows(connection, 'user'),
      countRows(connection, 'genre'),
      countRows(connection, 'book'),
    ]);
    expect(after).toEqual(before);
  });

  it(
    'produces the same users and books in every fresh database',
    { timeout: STARTUP_TIMEOUT_MS },
    async () => {
      const other = await freshDatabase();
      try {
        await seedDatabase(other, { now: new Date() });
        expect(await catalogue(other)).toEqual(await catalogue(connection));
        expect(await emails(other)).toEqual(await emails(connection));
      } finally {
        await other.close();
      }
    },
  );
});

describe('seedBooks', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await freshDatabase();
    await seedDatabase(connection, { now: NOW });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await connection?.close();
  });

  it('adds the requested number of books without duplicate title and author', async () => {
    const before = await countRows(connection, 'book');
    const { inserted } = await seedBooks(connection, 2_000, { batchSize: 500 });
    expect(inserted).toBe(2_000);
    expect(await countRows(connection, 'book')).toBe(before + 2_000);

    const [duplicates] = await connection.query<{ count: number }>(
      'select count(*)::int as count from (select 1 from book group by lower(title), lower(author) having count(*) > 1) d',
    );
    expect(duplicates?.count).toBe(0);
    const [withoutGenre] = await connection.query<{ count: number }>(
      'select count(*)::int as count from book where genre_id is null',
    );
    expect(withoutGenre?.count).toBe(0);
    // Analysed: the planner knows how many books there are.
    const [planned] = await connection.query<{ rows: number }>(
      "select reltuples::int as rows from pg_class where relname = 'book'",
    );
    expect(planned?.rows).toBe(await countRows(connection, 'book'));
  });

  it('adds different books when run again', async () => {
    const before = await countRows(connection, 'book');
    const { inserted } = await seedBooks(connection, 1_000);
    expect(inserted).toBe(1_000);
    expect(await countRows(connection, 'book')).toBe(before + 1_000);
  });
});
