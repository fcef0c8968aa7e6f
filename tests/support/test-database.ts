import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseConnection } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { seedDatabase } from '~/server/db/seed';
import { takePgliteCopy } from './pglite-copies';
import { databaseUrl, dropDatabase, identifier, withAdminClient, type PostgresInfo } from './postgres-server';
import { readSeedRows, schemaSignature, type SeedRows, type SqlRunner } from './seed-rows';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseTarget {
  kind: DatabaseKind;
}

/**
 * The databases the integration suites run against: PGlite always, PostgreSQL when the global
 * setup reached a server. Use as `describe.each(databases)('… on $kind', ({ kind }) => …)`.
 */
export function availableDatabases(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ kind: 'pglite' }];
  if (inject('folioPostgres')) targets.push({ kind: 'postgres' });
  else
    warnOnce(
      `Skipping the PostgreSQL suites: ${inject('folioPostgresSkipReason') || 'no server configured'}`,
    );
  return targets;
}

export const databases = availableDatabases();

/**
 * One database, for suites whose statements are the same on both: PostgreSQL when reachable, the
 * faster of the two here (PGlite's suites take 2–3× as long), else PGlite. Both databases run the same
 * PostgreSQL engine and Drizzle writes the same SQL for both, so a second run of the flows above the
 * data layer (sign-in, second factor, passkeys, sessions, permissions, API keys, security headers, the
 * API documents, onboarding) checked nothing new. A suite whose SQL, driver, transactions or
 * concurrency could differ (books, users, organizations, jobs, audit, throttles, health, metrics,
 * timing, robustness, the fuzzer) uses `databases`; docs/testing.md lists both.
 */
export const oneDatabase: DatabaseTarget[] = [databases.at(-1)!];

/** One test's own database, seeded with the demo data (admin@admin.com, user@user.com, …). */
export interface TestDatabase {
  kind: DatabaseKind;
  /** The connection the server under test uses; `close()` on it may be called by a test. */
  connection: DatabaseConnection;
  /** A postgres:// URL for PostgreSQL; undefined for PGlite. */
  url?: string;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** `select count(*) from <table> [where <where>]`, e.g. countRows('user', 'email = $1', [email]). */
  countRows(table: string, where?: string, params?: unknown[]): Promise<number>;
  /** Ends the test's use of it: it is kept for the worker's next test, which gets the template's rows back. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return wrap(kind, kind === 'pglite' ? await takePgliteCopy() : await takePostgresDatabase());
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: `create database … template …` from the run's template for a worker's first test; the
// next tests in the worker get that database back with the template's rows (tests/support/seed-rows.ts).

/** This worker's databases that no test is using; each is put back to the template's rows when taken. */
const idlePostgres: string[] = [];
let postgresSeed: Promise<SeedRows> | undefined;

function pgRunner(client: pg.Client): SqlRunner {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    exec: async (sql) => void (await client.query(sql)),
  };
}

async function takePostgresDatabase(): Promise<{
  connection: DatabaseConnection;
  url: string;
  dispose: () => Promise<void>;
}> {
  const info = inject('folioPostgres');
  if (!info) throw new Error('PostgreSQL is not available in this run');
  let name: string | undefined;
  while (!name) {
    const idle = idlePostgres.pop();
    if (!idle) name = await copyPostgresTemplate(info);
    else if (await restoreRows(info, idle)) name = idle;
    else await withAdminClient(info.adminUrl, (client) => dropDatabase(client, idle));
  }
  const taken = name;
  const url = databaseUrl(info.adminUrl, taken);
  const opened = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  let closing: Promise<void> | undefined;
  // pg's Pool.end() rejects when called twice; a test may close the connection itself.
  const connection = { ...opened, close: () => (closing ??= opened.close()) } as DatabaseConnection;
  return {
    connection,
    url,
    dispose: async () => {
      try {
        await connection.close();
      } finally {
        await withAdminClient(info.adminUrl, async (client) => {
          // A connection still open (a server a test left running) could write after the rows are
          // put back: that database is dropped instead.
          if (await waitForDisconnection(client, taken)) idlePostgres.push(taken);
          else await dropDatabase(client, taken);
        });
      }
    },
  };
}

async function copyPostgresTemplate(info: PostgresInfo): Promise<string> {
  const name = `${info.prefix}${randomBytes(5).toString('hex')}`;
  await withAdminClient(info.adminUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${identifier(name)} template ${identifier(info.template)}`);
        return;
      } catch (error) {
        // 55006: the template is briefly in use (another worker copying it); try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return name;
}

/** Puts the template's rows back into a database a test used; false when its tables were changed. */
function restoreRows(info: PostgresInfo, name: string): Promise<boolean> {
  return withAdminClient(databaseUrl(info.adminUrl, name), async (client) => {
    const db = pgRunner(client);
    if (!postgresSeed) {
      postgresSeed = readSeedRows(db);
      // A failed read is tried again by the next test, not handed to every test after it.
      postgresSeed.catch(() => (postgresSeed = undefined));
    }
    const seed = await postgresSeed;
    if ((await schemaSignature(db)) !== seed.signature) return false;
    await db.exec(seed.restore);
    return true;
  });
}

/**
 * pg's Pool.end() resolves once it has asked its connections to close, not once they have; dropping
 * the database `with (force)` in that moment kills a backend that is still saying goodbye, and its
 * client then emits an unhandled FATAL 57P01. So wait (briefly) for the connections to be gone first.
 * True when they are.
 */
async function waitForDisconnection(client: pg.Client, name: string, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [name],
    );
    if (!rows[0]?.count) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// ---------------------------------------------------------------------------------------------

function wrap(
  kind: DatabaseKind,
  {
    connection,
    url,
    dispose,
  }: { connection: DatabaseConnection; url?: string; dispose: () => Promise<void> },
): TestDatabase {
  const query = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) =>
    connection.query<Row>(sql, params);
  let disposed: Promise<void> | undefined;
  return {
    kind,
    connection,
    url,
    query,
    async countRows(table, where, params) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`Unexpected table name ${JSON.stringify(table)}`);
      const [row] = await query<{ count: number }>(
        `select count(*)::int as count from "${table}"${where ? ` where ${where}` : ''}`,
        params,
      );
      return row?.count ?? 0;
    },
    dispose() {
      disposed ??= dispose();
      return disposed;
    },
  };
}

const warned = new Set<string>();
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/**
 * A database at `url` (e.g. a private cluster a fault test controls), migrated and seeded, with the
 * given timeouts: what a server under test can run on while the test stops and starts PostgreSQL.
 */
export async function openTestDatabaseAt(
  url: string,
  options: { connectTimeoutMs: number; statementTimeoutMs: number },
): Promise<TestDatabase> {
  const connection = await openDatabase({ databaseUrl: url, pgliteDir: '', ...options });
  await migrateDatabase(connection);
  await seedDatabase(connection);
  return wrap('postgres', { connection, url, dispose: () => connection.close() });
}
