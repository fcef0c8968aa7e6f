// A test database is put back to its template's rows instead of copied again: on PostgreSQL a copy and a
// drop cost about 0.6 s and half a CPU-second per test, putting the rows back about 12 ms. The template
// keeps its rows in a schema of its own, with the statements that put them back and what its tables
// look like, so that every copy of it carries them.

/** Where a template keeps its rows, and `meta`: its schema signature and the restoring statements. */
const SEED_SCHEMA = 'folio_test_seed';

/** The two ways to speak SQL that PGlite and pg share: rows of one statement, or a script. */
export interface SqlRunner {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

export interface SeedRows {
  /** The user tables and columns; a copy whose signature differs had its tables changed by a test. */
  signature: string;
  /** Puts a copy's rows and sequences back to the template's. */
  restore: string;
}

/** The user tables with their columns and types: what a test could change that restoring rows would not. */
export async function schemaSignature(db: SqlRunner): Promise<string> {
  const [row] = await db.query<{ signature: string }>(
    `select md5(string_agg(concat_ws(' ', c.oid, n.nspname, c.relname, c.relkind, a.attname, a.atttypid, a.attnotnull),
                           ',' order by c.oid, a.attnum)) as signature
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', $1)`,
    [SEED_SCHEMA],
  );
  return row!.signature;
}

/**
 * Copies every user table's rows into SEED_SCHEMA, with the statements that put a copy back: the
 * tables emptied and refilled in one transaction with triggers and foreign keys off, and each sequence
 * set to where it was. DELETE, not TRUNCATE: on PostgreSQL a truncate gives each table new files, ten
 * times the time of deleting their few rows. A partition is emptied and refilled through its parent.
 */
export async function saveSeedRows(db: SqlRunner): Promise<SeedRows> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const tables = await db.query<{ schema: string; name: string; columns: string }>(
    `select n.nspname as schema, c.relname as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      group by n.nspname, c.relname`,
  );
  const sequences = await db.query<{ name: string; value: string | null; start: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value, start_value::text as start
       from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  const signature = await schemaSignature(db);
  const restore = [
    'begin;',
    'set local session_replication_role = replica;',
    ...tables.map(({ schema, name }) => `delete from ${quote(schema)}.${quote(name)};`),
    ...tables.map(
      ({ schema, name, columns }, index) =>
        `insert into ${quote(schema)}.${quote(name)} (${columns}) overriding system value select ${columns} from ${SEED_SCHEMA}.t${index};`,
    ),
    ...sequences.map(({ name, value, start }) =>
      value === null
        ? `select setval('${name}', ${start}, false);`
        : `select setval('${name}', ${value}, true);`,
    ),
    'commit;',
  ].join('\n');
  await db.exec(
    [
      `create schema ${SEED_SCHEMA};`,
      ...tables.map(
        ({ schema, name }, index) =>
          `create table ${SEED_SCHEMA}.t${index} as table ${quote(schema)}.${quote(name)};`,
      ),
      `create table ${SEED_SCHEMA}.meta (signature text not null, restore text not null);`,
    ].join('\n'),
  );
  await db.query(`insert into ${SEED_SCHEMA}.meta (signature, restore) values ($1, $2)`, [
    signature,
    restore,
  ]);
  return { signature, restore };
}

/** What saveSeedRows kept in the template a database was copied from. */
export async function readSeedRows(db: SqlRunner): Promise<SeedRows> {
  const [row] = await db.query<SeedRows>(`select signature, restore from ${SEED_SCHEMA}.meta`);
  if (!row) throw new Error(`${SEED_SCHEMA}.meta is empty: the template was not saved with saveSeedRows`);
  return row;
}
