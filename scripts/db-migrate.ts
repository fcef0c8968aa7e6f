// Applies pending migrations to the configured database (opening it through database() migrates it).
import { closeDatabase, database } from '~/server/db/database';
import { DirectoryLockedError } from '~/server/db/directory-lock';
import { EnvError } from '~/server/env';

try {
  await database();
  console.log('Database is up to date');
} catch (error) {
  const expected = error instanceof EnvError || error instanceof DirectoryLockedError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(expected ? message : `Migration failed: ${message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
