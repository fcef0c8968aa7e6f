import type { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY, openDatabase, pgliteConnection, type DatabaseConnection } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { seedDatabase } from '~/server/db/seed';

// PGlite: one migrated and seeded in-memory template per worker. A test takes a copy of it; the next
// test in the worker gets the same copy back, its rows, sequences and session put back to the
// template's (about a tenth of the CPU of cloning again). A copy a test closed, or whose tables or
// columns it changed, is dropped, and the next test gets a new clone.

/** Where a copy keeps the template's rows, to put them back. */
const SEED_SCHEMA = 'folio_test_seed';

interface PgliteTemplate {
  client: PGlite;
  /** The user tables and columns, as `schemaSignature` reads them; a copy that differs is not reused. */
  signature: string;
  /** Puts a copy's rows and sequences back to the template's. */
  restore: string;
}

interface PgliteCopy {
  client: PGlite;
  connection: DatabaseConnection;
}

let pgliteTemplate: Promise<PgliteTemplate> | undefined;
const idleCopies: PgliteCopy[] = [];

function template(): Promise<PgliteTemplate> {
  pgliteTemplate ??= (async () => {
    const connection = await openDatabase({ pgliteDir: IN_MEMORY });
    if (connection.kind !== 'pglite') throw new Error('expected an embedded database');
    await migrateDatabase(connection);
    await seedDatabase(connection);
    const signature = await schemaSignature(connection.client);
    const restore = await saveSeed(connection.client);
    return { client: connection.client, signature, restore };
  })();
  pgliteTemplate.catch(() => (pgliteTemplate = undefined));
  return pgliteTemplate;
}

/** The user tables with their columns and types: what a test could change that restoring rows would not. */
async function schemaSignature(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ signature: string }>(
    `select md5(string_agg(concat_ws(' ', c.oid, n.nspname, c.relname, c.relkind, a.attname, a.atttypid, a.attnotnull),
                           ',' order by c.oid, a.attnum)) as signature
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', $1)`,
    [SEED_SCHEMA],
  );
  return rows[0]!.signature;
}

/**
 * Copies every user table's rows into SEED_SCHEMA and returns the statements that put a copy back:
 * the tables emptied and refilled in one go with triggers and foreign keys off, and each sequence set
 * to where it was.
 */
async function saveSeed(client: PGlite): Promise<string> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const { rows: tables } = await client.query<{ schema: string; name: string; columns: string }>(
    `select n.nspname as schema, c.relname as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      group by n.nspname, c.relname`,
  );
  const { rows: sequences } = await client.query<{ name: string; value: string | null; start: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value, start_value::text as start
       from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  await client.exec(`create schema ${SEED_SCHEMA}`);
  await client.exec(
    tables
      .map(
        ({ schema, name }, index) =>
          `create table ${SEED_SCHEMA}.t${index} as table ${quote(schema)}.${quote(name)};`,
      )
      .join('\n'),
  );
  return [
    'set session_replication_role = replica;',
    `truncate ${tables.map(({ schema, name }) => `${quote(schema)}.${quote(name)}`).join(', ')};`,
    ...tables.map(
      ({ schema, name, columns }, index) =>
        `insert into ${quote(schema)}.${quote(name)} (${columns}) overriding system value select ${columns} from ${SEED_SCHEMA}.t${index};`,
    ),
    ...sequences.map(({ name, value, start }) =>
      value === null
        ? `select setval('${name}', ${start}, false);`
        : `select setval('${name}', ${value}, true);`,
    ),
    'set session_replication_role = origin;',
  ].join('\n');
}

export async function takePgliteCopy(): Promise<{
  connection: DatabaseConnection;
  dispose: () => Promise<void>;
}> {
  const { client: templateClient, signature, restore } = await template();
  let copy: PgliteCopy | undefined;
  while (!copy) {
    const idle = idleCopies.pop();
    if (!idle) {
      // clone() is typed as PGliteInterface but returns a PGlite.
      const client = (await templateClient.clone()) as PGlite;
      copy = { client, connection: await pgliteConnection(client) };
    } else if (!idle.client.closed && (await schemaSignature(idle.client)) === signature) {
      // DISCARD ALL (locks, settings, prepared statements) in a statement of its own: not in a transaction.
      await idle.client.exec('discard all');
      await idle.client.exec(restore);
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
