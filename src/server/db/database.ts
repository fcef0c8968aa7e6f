import { env } from '../env';
import { openDatabase, type DatabaseConnection } from './client';
import { migrateDatabase } from './migrate';

// Kept on globalThis so that a module reloaded by the dev server never opens the embedded database twice.
const holder = globalThis as typeof globalThis & { folioDatabase?: Promise<DatabaseConnection> };

/** The process's one database connection, opened and migrated on first use. */
export function database(): Promise<DatabaseConnection> {
  holder.folioDatabase ??= (async () => {
    const { DATABASE_URL, PGLITE_DIR } = env();
    const connection = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: PGLITE_DIR });
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
