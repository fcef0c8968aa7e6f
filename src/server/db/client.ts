import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import path from 'node:path';
import { lockDirectory } from './directory-lock';
import * as schema from './schema';
import { timePgliteStatements, timePostgresStatements } from './timed-driver';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface ConnectionBase {
  db: Database;
  /** Runs raw SQL with parameters; used by migrations, seeding and health checks. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export type DatabaseConnection =
  | (ConnectionBase & { kind: 'pglite'; client: PGlite })
  | (ConnectionBase & { kind: 'postgres'; pool: pg.Pool });

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A directory for the embedded database, or `memory://` for one that lives in memory only. */
  pgliteDir: string;
  /** PostgreSQL: how long to wait for a connection before the request fails (503). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run; a frozen server is given this plus a second. */
  statementTimeoutMs?: number;
  /** PostgreSQL: a connection that failed while idle (the server stopped or restarted). */
  onConnectionError?: (error: Error) => void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

export const IN_MEMORY = 'memory://';

// Each kind's driver is loaded when a database of that kind opens: a server on PostgreSQL never holds
// PGlite's code, one on PGlite never holds pg's.
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.pgliteDir);
}

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<DatabaseConnection> {
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // The server cancels a statement that runs too long; the client gives up on a server that stopped
    // answering altogether (frozen, or the network gone) a second later.
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1_000,
    idle_in_transaction_session_timeout: statementTimeout,
  });
  // Without a listener, an idle connection that breaks (the server stops) would crash the process.
  const onError = options.onConnectionError ?? (() => {});
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  timePostgresStatements(pool);
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    pool,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's defaults size a server's memory (128 MB of shared buffers), and WebAssembly memory never
 * shrinks once grown: an embedded database for one process keeps to a smaller share of its host.
 * Measured on the built server, restarted on its demo data, after 20 pages: 488 MB resident with the
 * defaults, 362 MB with these (peak 994 → 866 MB).
 */
const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers = 16MB',
  'work_mem = 4MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 8MB',
  'wal_buffers = 1MB',
];

async function openPglite(directory: string): Promise<DatabaseConnection> {
  const inMemory = directory === IN_MEMORY;
  const releaseLock = inMemory ? () => {} : lockDirectory(path.resolve(directory));
  try {
    const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/unaccent'),
    ]);
    // The search indexes need pg_trgm and unaccent, which PGlite ships as loadable extensions.
    const options = { extensions: { pg_trgm, unaccent }, postgresqlconf: PGLITE_MEMORY_SETTINGS };
    const client = inMemory ? new PGlite(options) : new PGlite(path.resolve(directory), options);
    await client.waitReady;
    return await pgliteConnection(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The connection over an open PGlite (also a clone of one, in tests); `release` runs once it has
 * closed. Its statements are counted per request (timed-driver.ts).
 */
export async function pgliteConnection(
  client: PGlite,
  release: () => void = () => {},
): Promise<DatabaseConnection> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  timePgliteStatements(client);
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    client,
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query<Row>(sql, params)).rows,
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}
