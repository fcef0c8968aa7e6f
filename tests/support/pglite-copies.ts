import type { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY, openDatabase, pgliteConnection, type DatabaseConnection } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { seedDatabase } from '~/server/db/seed';
import { saveSeedRows, schemaSignature, type SeedRows, type SqlRunner } from './seed-rows';

// PGlite: one migrated and seeded in-memory template per worker. A test takes a copy of it; the next
// test in the worker gets the same copy back, its rows, sequences and session put back to the
// template's (about a tenth of the CPU of cloning again). A copy a test closed, or whose tables or
// columns it changed, is dropped, and the next test gets a new clone.

interface PgliteTemplate {
  client: PGlite;
  seed: SeedRows;
}

interface PgliteCopy {
  client: PGlite;
  connection: DatabaseConnection;
}

let pgliteTemplate: Promise<PgliteTemplate> | undefined;
const idleCopies: PgliteCopy[] = [];

function sqlRunner(client: PGlite): SqlRunner {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await client.exec(sql)),
  };
}

function template(): Promise<PgliteTemplate> {
  pgliteTemplate ??= (async () => {
    const connection = await openDatabase({ pgliteDir: IN_MEMORY });
    if (connection.kind !== 'pglite') throw new Error('expected an embedded database');
    await migrateDatabase(connection);
    await seedDatabase(connection);
    return { client: connection.client, seed: await saveSeedRows(sqlRunner(connection.client)) };
  })();
  pgliteTemplate.catch(() => (pgliteTemplate = undefined));
  return pgliteTemplate;
}

export async function takePgliteCopy(): Promise<{
  connection: DatabaseConnection;
  dispose: () => Promise<void>;
}> {
  const { client: templateClient, seed } = await template();
  let copy: PgliteCopy | undefined;
  while (!copy) {
    const idle = idleCopies.pop();
    if (!idle) {
      // clone() is typed as PGliteInterface but returns a PGlite.
      const client = (await templateClient.clone()) as PGlite;
      copy = { client, connection: await pgliteConnection(client) };
    } else if (!idle.client.closed && (await schemaSignature(sqlRunner(idle.client))) === seed.signature) {
      // DISCARD ALL (locks, settings, prepared statements) in a statement of its own: not in a transaction.
      await idle.client.exec('discard all');
      await idle.client.exec(seed.restore);
      copy = idle;
    } else await idle.client.close().catch(() => {});
  }
  const taken = copy;
  // Each test its own connection object (the test server wraps its close()), on the one client.
  return {
    connection: { ...taken.connection },
    // Put back for the next test, unless this one closed it.
    dispose: async () => {
      if (!taken.client.closed) idleCopies.push(taken);
    },
  };
}
