import { env } from '../env';
import { processLogger } from '../logger';
import { openDatabase, type DatabaseConnection } from './client';
import { migrateDatabase } from './migrate';

// Kept on globalThis so that a module reloaded by the dev server never opens the embedded database twice.
const holder = globalThis as typeof globalThis & { folioDatabase?: Promise<DatabaseConnection> };

/** The process's one database connection, opened and migrated on first use. */
export function database(): Promise<DatabaseConnection> {
  holder.folioDatabase ??= (async () => {
    const config = env();
    const connection = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      onConnectionError: (error) =>
        processLogger().warn({ err: error }, 'A database connection failed; it will be replaced'),
    });
    try {
      await migrateDatabase(connection);
      return connection;
    } catch (error) {
      await connection.close();
      throw error;
    }
  })();
  holder.folioDatabase.catch(() => (holder.folioDatabase = undefined));
  return holder.folioDatabase;
}

export async function closeDatabase(): Promise<void> {
  const current = holder.folioDatabase;
  holder.folioDatabase = undefined;
  if (current) await (await current).close();
}
