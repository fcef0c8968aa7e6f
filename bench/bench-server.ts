// npm run bench:server [-- --seconds 10 --connections 20]
// The built server under autocannon, on PGlite and (when DATABASE_URL is set) on PostgreSQL: req/s and
// p99 of the pages and the session read, memory, and the JavaScript a first visit loads. A bare
// node:http server sending the same /login bytes in the same run gives the ceiling each figure is
// compared with. Prints every figure next to its goal; exits 1 when one is missed.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { coldLoad, type ColdLoad } from './cold-load';
import { freePort, startFolio, type BenchDatabase } from './running-folio';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
// What a browser sends: the answers are measured compressed, as people get them.
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

interface Load {
  rps: number;
  p99: number;
  failed: number;
}

interface Row {
  figure: string;
  value: string;
  goal: string;
  met?: boolean;
}

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** A bare node:http server that answers every request with `body`: the ceiling for this machine. */
async function bareServer(body: Buffer, headers: Record<string, string>) {
  const directory = await mkdtemp(path.join(tmpdir(), 'folio-bare-'));
  const file = path.join(directory, 'body');
  await writeFile(file, body);
  const port = await freePort();
  const source = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    require('node:http').createServer((request, response) => response.writeHead(200, headers).end(body))
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}/login`,
    stop: async () => {
      child.kill();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function loadRows(label: string, result: Load, goal?: { rps?: number; p99?: number; text?: string }): Row[] {
  const met =
    result.failed === 0 &&
    (goal?.rps === undefined || result.rps >= goal.rps) &&
    (goal?.p99 === undefined || result.p99 <= goal.p99);
  return [
    {
      figure: label,
      value: `${result.rps} req/s, p99 ${result.p99} ms${result.failed ? `, ${result.failed} failed` : ''}`,
      goal: goal?.text ?? (goal ? `≥ ${goal.rps} req/s, p99 ≤ ${goal.p99} ms` : 'no failure'),
      met: goal || result.failed ? met : undefined,
    },
  ];
}

function jsRow(label: string, cold: ColdLoad, goal?: { gzipKb: number; scripts: number }): Row {
  return {
    figure: `cold ${label}: JS files, gzip (raw)`,
    value: `${cold.scripts}, ${cold.gzipKb} KB (${cold.rawKb} KB)`,
    goal: goal ? `≤ ${goal.scripts} files, ≤ ${goal.gzipKb} KB gzip` : '',
    met: goal ? cold.gzipKb <= goal.gzipKb && cold.scripts <= goal.scripts : undefined,
  };
}

async function benchOn(database: BenchDatabase): Promise<Row[]> {
  const folio = await startFolio(database);
  try {
    const user = await folio.signIn('user@user.com');
    const admin = await folio.signIn('admin@admin.com');
    const loginResponse = await fetch(`${folio.base}/login`, { headers: BROWSER });
    const loginBytes = Buffer.from(await loginResponse.arrayBuffer());
    // Warm-up: the first renders load code and fill caches that a running server already has.
    for (let round = 0; round < 20; round++) {
      await fetch(`${folio.base}/login`, { headers: BROWSER }).then((response) => response.arrayBuffer());
      await fetch(`${folio.base}/app/books`, { headers: { ...BROWSER, cookie: user } }).then((response) =>
        response.arrayBuffer(),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = folio.rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, folio.rssMb())), 250);

    const bare = await bareServer(loginBytes, { 'content-type': 'text/html; charset=utf-8' });
    const ceiling = await load(bare.url, BROWSER);
    await bare.stop();
    const login = await load(`${folio.base}/login`, BROWSER);
    const session = await load(`${folio.base}/api/auth/get-session`, { cookie: user });
    const books = await load(`${folio.base}/app/books`, { ...BROWSER, cookie: user });
    const users = await load(`${folio.base}/manager/users`, { ...BROWSER, cookie: admin });
    clearInterval(sampler);

    const loginShare = Math.round((100 * login.rps) / ceiling.rps);
    const onPostgres = database === 'postgresql';
    const memoryGoal = onPostgres ? { idle: 120 } : { idle: 200, peak: 300 };
    return [
      ...loadRows('bare node:http, same /login bytes', ceiling),
      {
        figure: 'GET /login',
        value: `${login.rps} req/s (${loginShare} % of bare), p99 ${login.p99} ms`,
        goal: '≥ 20 % of bare',
        met: login.failed === 0 && loginShare >= 20,
      },
      ...loadRows('signed-in get-session', session),
      ...loadRows(
        'signed-in /app/books (rendered with data)',
        books,
        onPostgres ? { rps: 400, p99: 100 } : undefined,
      ),
      ...loadRows('admin /manager/users', users),
      {
        figure: 'RSS idle / peak',
        value: `${idle} / ${peak} MB`,
        goal: memoryGoal.peak
          ? `≤ ${memoryGoal.idle} / ≤ ${memoryGoal.peak} MB`
          : `idle ≤ ${memoryGoal.idle} MB`,
        met: idle <= memoryGoal.idle && (memoryGoal.peak === undefined || peak <= memoryGoal.peak),
      },
      jsRow('/login', await coldLoad(folio.base, '/login'), { gzipKb: 120, scripts: 12 }),
      jsRow('/app/books', await coldLoad(folio.base, '/app/books', user)),
      jsRow('/manager/users', await coldLoad(folio.base, '/manager/users', admin)),
    ];
  } finally {
    await folio.stop();
  }
}

async function main() {
  const databases: BenchDatabase[] = process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
  let missed = 0;
  for (const database of databases) {
    const rows = await benchOn(database);
    console.log(
      `\n${database === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'}, ${CONNECTIONS} connections, ${SECONDS} s each\n`,
    );
    console.log('| figure | value | goal | met |');
    console.log('|---|---|---|---|');
    for (const row of rows) {
      const mark = row.met === undefined ? '' : row.met ? 'yes' : '**no**';
      if (row.met === false) missed++;
      console.log(`| ${row.figure} | ${row.value} | ${row.goal} | ${mark} |`);
    }
  }
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
