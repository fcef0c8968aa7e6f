import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { seedDatabase } from '~/server/db/seed';
import {
  databaseUrl,
  dropDatabase,
  identifier,
  testServerUrl,
  whyPostgresIsMissing,
  withAdminClient,
  type PostgresInfo,
} from './postgres-server';
import { saveSeedRows } from './seed-rows';

/**
 * Once per run: when a PostgreSQL server is reachable (DATABASE_URL's server, else the local
 * default), builds a migrated and seeded template database that each worker copies, with the rows
 * its next tests get back (tests/support/seed-rows.ts); drops it, and the workers' databases, at the end.
 */
export default async function setup(project: TestProject) {
  const reason = await whyPostgresIsMissing('the PostgreSQL suites');
  if (reason) {
    console.warn(`\n⚠ ${reason}: integration suites run on PGlite only; the PostgreSQL ones are skipped.\n`);
    project.provide('folioPostgres', null);
    project.provide('folioPostgresSkipReason', reason);
    return;
  }
  const adminUrl = testServerUrl();

  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const info: PostgresInfo = {
    adminUrl,
    template: `folio_template_${runId}`,
    prefix: `folio_test_${runId}_`,
  };

  await withAdminClient(adminUrl, (client) => client.query(`create database ${identifier(info.template)}`));
  try {
    const connection = await openDatabase({
      databaseUrl: databaseUrl(adminUrl, info.template),
      pgliteDir: '',
    });
    try {
      await migrateDatabase(connection);
      await seedDatabase(connection);
      await saveSeedRows({
        query: (sql, params) => connection.query(sql, params),
        exec: async (sql) => void (await connection.query(sql)),
      });
    } finally {
      // A template must have no open connection when it is copied.
      await connection.close();
    }
  } catch (error) {
    await withAdminClient(adminUrl, (client) => dropDatabase(client, info.template));
    throw error;
  }

  project.provide('folioPostgres', info);
  project.provide('folioPostgresSkipReason', '');

  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `select datname as name from pg_database where starts_with(datname, $1)`,
        [info.prefix],
      );
      for (const { name } of rows) await dropDatabase(client, name);
      await dropDatabase(client, info.template);
    });
  };
}
