// npm run test:load [-- --seconds 60 --connections 200]
// The built server on a fresh PostgreSQL database (DATABASE_URL's server, or the local one), under
// page loads, searches, session reads and book writes at once. Passes when no request failed and
// every acknowledged write is in the database. Not part of `npm test`: it takes a minute and a core.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, connections: { type: 'string', default: '200' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const databaseName = `folio_load_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

const environment = { ...process.env };
delete environment.EMAIL_SERVER; // the codes go to the log, where signIn reads them
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...environment,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    SEED_ON_START: 'true',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
server.stdout.on('data', (chunk) => (log += chunk.toString()));

try {
  await until(() => log.includes('Folio listening'), 180_000, 'the server did not start');
  const cookie = await signIn('admin@admin.com');
  const genreId = (await (await fetch(`${base}/api/rest/genres`, { headers: { cookie } })).json())[0].id;

  const rss = { idle: rssMb(server.pid), peak: 0 };
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMb(server.pid))), 500);
  const acknowledged = [];
  let written = 0;
  const share = Math.max(1, Math.floor(connections / 4));
  const kinds = {
    'page /app/books': { path: '/app/books', headers: { cookie, accept: 'text/html' } },
    'search (REST)': { path: '/api/rest/books?searchTerm=harbor', headers: { cookie } },
    'session read': { path: '/api/auth/get-session', headers: { cookie } },
    'book write': {
      method: 'POST',
      path: '/api/rest/books',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ title: `Load ${written++} ${Date.now()}`, author: 'Load Test', genreId }),
      }),
      onResponse: (status, body) => {
        if (status === 201) acknowledged.push(JSON.parse(body).id);
      },
    },
  };
  const results = await Promise.all(
    Object.entries(kinds).map(async ([kind, request]) => {
      const result = await autocannon({
        url: base,
        connections: share,
        duration: seconds,
        requests: [request],
      });
      return { kind, result };
    }),
  );
  clearInterval(sampler);

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const found = await check.query('select count(*)::int as n from book where id = any($1::uuid[])', [
    acknowledged,
  ]);
  await check.end();
  const lost = acknowledged.length - found.rows[0].n;

  console.log(`\n${connections} connections for ${seconds} s on PostgreSQL\n`);
  console.log('| kind | requests | req/s | p50 ms | p99 ms | errors / non-2xx |');
  console.log('|---|---|---|---|---|---|');
  let failures = 0;
  for (const { kind, result } of results) {
    const bad = result.errors + result.timeouts + result.non2xx;
    failures += bad;
    console.log(
      `| ${kind} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bad} |`,
    );
  }
  console.log(`\nacknowledged writes: ${acknowledged.length}, lost: ${lost}`);
  console.log(`server RSS: idle ${rss.idle} MB, peak ${rss.peak} MB`);
  process.exitCode = failures === 0 && lost === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}

async function signIn(email) {
  const headers = { origin: base, 'content-type': 'application/json' };
  const mark = log.length;
  await fetch(`${base}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, type: 'sign-in' }),
  });
  await until(() => /\b\d{6}\b/.test(log.slice(mark)), 10_000, 'no sign-in code in the log');
  const code = log.slice(mark).match(/\b(\d{6})\b/)[1];
  const response = await fetch(`${base}/api/auth/sign-in/email-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp: code }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
}

async function until(condition, timeoutMs, message) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`${message}\n${log.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
