import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseConnection } from './client';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate';

/**
 * For the development server, which keeps one database open while the code changes under it: before a
 * request, migrations added since the last look (`npm run new:feature`, `npm run db:generate`) are
 * applied, so a new page finds its table without a restart. One look at the journal per request;
 * concurrent requests share one migration.
 */
export function newMigrationsApplier(
  connection: () => Promise<DatabaseConnection>,
  folder: string = MIGRATIONS_FOLDER,
): () => Promise<void> {
  let applied: string | undefined;
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      const journal = await readFile(path.join(folder, 'meta/_journal.json'), 'utf8');
      if (journal === applied) return;
      await migrateDatabase(await connection(), folder);
      applied = journal;
    })().finally(() => (running = undefined));
    return running;
  };
}
