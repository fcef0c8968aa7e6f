// Seeds the configured database when it is empty; `npm run db:seed -- --books 100000` also adds generated books.
import { parseArgs } from 'node:util';
import { closeDatabase, database } from '~/server/db/database';
import { DirectoryLockedError } from '~/server/db/directory-lock';
import { seedBooks, seedDatabase } from '~/server/db/seed';
import { EnvError } from '~/server/env';

class UsageError extends Error {}

const USAGE = 'Usage: npm run db:seed [-- --books <count>]';

function requestedBookCount(): number {
  let values: { books?: string };
  try {
    ({ values } = parseArgs({ options: { books: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
  }
  if (values.books === undefined) return 0;
  const count = Number(values.books);
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new UsageError(`--books expects a whole number, got "${values.books}". ${USAGE}`);
  }
  return count;
}

async function main(): Promise<void> {
  const bookCount = requestedBookCount();
  const connection = await database();

  const { seeded } = await seedDatabase(connection);
  console.log(
    seeded ? 'Seeded the demo users, genres and books.' : 'The database already has users; not seeded.',
  );

  if (bookCount > 0) {
    const started = performance.now();
    let reported = 0;
    const { inserted } = await seedBooks(connection, bookCount, {
      onProgress: (done, requested) => {
        if (done - reported < 50_000 && done < requested) return;
        reported = done;
        console.log(`  ${done.toLocaleString('en')} / ${requested.toLocaleString('en')} books`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${inserted.toLocaleString('en')} generated books in ${seconds} s.`);
  }
}

try {
  await main();
} catch (error) {
  const expected =
    error instanceof UsageError || error instanceof EnvError || error instanceof DirectoryLockedError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(expected ? message : `Seeding failed: ${message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
