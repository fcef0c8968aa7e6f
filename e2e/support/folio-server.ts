import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  databaseUrl,
  dropDatabase,
  identifier,
  testServerUrl,
  whyPostgresIsMissing,
  withAdminClient,
} from '../../tests/support/postgres-server';

/**
 * Starts the end-to-end run's Folio server (playwright.config.ts) on a database of its own on the
 * PostgreSQL server the integration suites use (DATABASE_URL's server, else the local default), as
 * Folio runs in production, and drops that database when the server stops. The same flows took a
 * sixth less CPU there than on an in-memory PGlite, whose one connection also makes the three test
 * workers wait on one another (ADR 0028). Without a reachable server it runs on PGlite, unless
 * DATABASE_URL or CI is set: then PostgreSQL must be there, as for the integration suites.
 */

const PREFIX = 'folio_e2e_';
/** A database a killed run left behind is dropped by the next run once it is this old. */
const LEFTOVER_AFTER_MS = 24 * 60 * 60 * 1000;

const adminUrl = testServerUrl();

async function reachable(): Promise<boolean> {
  const reason = await whyPostgresIsMissing('the end-to-end run');
  if (reason) console.warn(`${reason}: Folio runs on an in-memory PGlite for the end-to-end tests.`);
  return !reason;
}

/** A new database named by its creation time, after dropping those older runs left behind. */
async function createDatabase(): Promise<string> {
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [PREFIX],
    );
    for (const { name: old } of rows) {
      const createdAt = Number.parseInt(old.slice(PREFIX.length).split('_')[0] ?? '', 36);
      if (Date.now() - createdAt > LEFTOVER_AFTER_MS) await dropDatabase(client, old);
    }
    await client.query(`create database ${identifier(name)}`);
  });
  return name;
}

const database = (await reachable()) ? await createDatabase() : undefined;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(database
      ? { DATABASE_URL: databaseUrl(adminUrl, database), PGLITE_DIR: '', SEED_ON_START: 'true' }
      : { DATABASE_URL: '', PGLITE_DIR: 'memory://' }),
  },
});
// Playwright stops a web server with SIGTERM to its process group (gracefulShutdown), as Ctrl-C reaches
// the whole group: the server gets the signal itself and closes its connections; this process waits
// for it (passing the signal on would be the second one, which makes the server exit at once) and
// then drops the database.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => {});
server.on('exit', (code, signal) => {
  void (async () => {
    if (database)
      await withAdminClient(adminUrl, (client) => dropDatabase(client, database)).catch((error: Error) =>
        console.warn(`The end-to-end database ${database} was not dropped: ${error.message}`),
      );
    process.exit(code ?? (signal ? 1 : 0));
  })();
});
