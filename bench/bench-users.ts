// npm run bench:users [-- --users 100000 --runs 30]
// Adds generated people to a fresh database (PostgreSQL when DATABASE_URL is set, else an embedded
// PGlite), then times the users list, its searches and the dashboard through the REST API as an admin.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { adminApi, printTimings, time } from './api-timing';
import { seededDatabase } from './fresh-database';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);

async function main() {
  const { connection, dispose, description } = await seededDatabase();
  try {
    const seedStart = performance.now();
    // A tenth are named Harbor (a broad search), one in a thousand is banned, a fifth are admins.
    await connection.query(
      `insert into "user" (id, name, email, email_verified, role, banned, onboarded_at, created_at, updated_at)
       select 'bench-' || n,
              (array['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'])[1 + n % 5] || ' ' ||
                (case when n % 10 = 0 then 'Harbor' else 'Reader' || n end),
              'reader' || n || '@example.org', true,
              case when n % 5 = 0 then 'admin' else 'user' end,
              n % 1000 = 0, now(), now() - (n || ' minutes')::interval, now()
         from generate_series(1, $1::int) n`,
      [USERS],
    );
    await connection.query('analyze "user"');
    console.log(
      `added ${USERS.toLocaleString('en')} people to ${description} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const { get } = await adminApi(connection);
    const timed = (label: string, path: string) => time(label, () => get(path), RUNS);
    const rows = [
      await timed('first page', '/users?limit=20'),
      await timed('search "harbor" (a tenth)', '/users?limit=20&searchTerm=harbor'),
      await timed('search "reader4242" (a few)', '/users?limit=20&searchTerm=reader4242'),
      await timed('admins', '/users?limit=20&role=admin'),
      await timed('banned', '/users?limit=20&banned=true'),
      await timed('dashboard', '/dashboard'),
      await timed('count, everyone (deferred)', '/users/count'),
      await timed('count "harbor" (deferred)', '/users/count?searchTerm=harbor'),
    ];
    printTimings(
      `${USERS.toLocaleString('en')} people, ${RUNS} runs each (ms, through the API as an admin)`,
      rows,
    );
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
