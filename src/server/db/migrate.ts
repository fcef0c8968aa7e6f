import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import path from 'node:path';
import type { DatabaseConnection, Schema } from './client';
import { installJobSchema } from '../jobs/job-database';

export const MIGRATIONS_FOLDER = path.resolve('src/server/db/migrations');
// Any fixed number shared by every Folio instance: instances starting together migrate one at a time.
const MIGRATION_LOCK_KEY = 7_014_211;

export async function migrateDatabase(
  connection: DatabaseConnection,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  const config = { migrationsFolder };
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as PgliteDatabase<Schema>, config);
    await installJobSchema(connection);
    return;
  }
  const db = connection.db as NodePgDatabase<Schema>;
  // An advisory lock is held by one pooled connection, so take it, migrate and release it on that same client.
  const client = await connection.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(db, config);
    await installJobSchema(connection);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
