import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY, openDatabase } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { seedDatabase } from '~/server/db/seed';

/** A new, empty database for a benchmark: a throw-away one on DATABASE_URL's server, else PGlite in memory. */
export async function freshDatabase() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const connection = await openDatabase({ pgliteDir: IN_MEMORY });
    return { connection, description: 'PGlite (in memory)', dispose: () => connection.close() };
  }
  const name = `folio_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), pgliteDir: IN_MEMORY });
  return {
    connection,
    description: `PostgreSQL (${name})`,
    dispose: async () => {
      await connection.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

/** A fresh database with Folio's schema and demo data (the admin the benchmarks sign in as). */
export async function seededDatabase() {
  const fresh = await freshDatabase();
  try {
    await migrateDatabase(fresh.connection);
    await seedDatabase(fresh.connection);
    return fresh;
  } catch (error) {
    await fresh.dispose();
    throw error;
  }
}
