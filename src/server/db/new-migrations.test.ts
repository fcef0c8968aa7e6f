import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase, type DatabaseConnection } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { newMigrationsApplier } from './new-migrations';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/** Adds a migration to `folder` as drizzle-kit would: its SQL and its journal entry. */
async function addMigration(folder: string, tag: string, sql: string): Promise<void> {
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1_000, tag });
  await writeFile(path.join(folder, `${tag}.sql`), sql);
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
}

async function tableExists(connection: DatabaseConnection, table: string): Promise<boolean> {
  const result = await connection.query<{ found: string | null }>('select to_regclass($1) as found', [table]);
  return result[0]?.found != null;
}

describe('the development server’s new migrations', () => {
  let folder: string;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-migrations-'));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    connection = await openDatabase({ pgliteDir: IN_MEMORY });
  });
  afterAll(async () => {
    await connection.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('are applied before the next request, once, while the database stays open', async () => {
    const applyNewMigrations = newMigrationsApplier(async () => connection, folder);
    await applyNewMigrations();
    expect(await tableExists(connection, 'book')).toBe(true);

    // A feature generated while the server runs: its table is there for the next request.
    await addMigration(folder, '9998_authors', 'CREATE TABLE "author" ("id" integer PRIMARY KEY);');
    expect(await tableExists(connection, 'author')).toBe(false);
    await applyNewMigrations();
    expect(await tableExists(connection, 'author')).toBe(true);

    // Requests arriving together share one migration: none fails on a table another just made.
    await addMigration(folder, '9999_people', 'CREATE TABLE "person" ("id" integer PRIMARY KEY);');
    await Promise.all([applyNewMigrations(), applyNewMigrations(), applyNewMigrations()]);
    expect(await tableExists(connection, 'person')).toBe(true);
    await applyNewMigrations();
  });
});
