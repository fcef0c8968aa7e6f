// npm run bench:compare -- --baseline ../folio-d5e53a7 [--database postgresql --rounds 5 --seconds 6 --only /app]
// (also `npm run bench:server -- --baseline …`, after its own figures)
// Issue 27's goals are ratios: the server's CPU time per request, this build against another commit's
// (a checkout beside this one, installed and built), measured in one run so the machine's speed and its
// neighbours cancel out. Both servers run at once, each on a database of its own with the demo data; each
// request kind is loaded on one then the other, the order swapped every round, and the median of the
// rounds' ratios is compared with the goal. Exits 1 when a ratio is above its goal.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startFolio, type BenchDatabase, type RunningFolio } from './running-folio';
import { BROWSER, BROWSER_API } from './request-headers';
import { measure, type LoadOptions } from './server-load';

/** Issue 27's goals: CPU per request at most this share of the baseline's. */
const KINDS = [
  { label: 'signed-in GET /app/books', path: '/app/books', who: 'user', headers: BROWSER, goal: 0.45 },
  { label: 'admin GET /manager/users', path: '/manager/users', who: 'admin', headers: BROWSER, goal: 0.45 },
  {
    label: 'signed-in GET /api/auth/get-session',
    path: '/api/auth/get-session',
    who: 'user',
    headers: BROWSER_API,
    goal: 0.6,
  },
  {
    label: 'signed-in GET /api/rest/books?limit=20',
    path: '/api/rest/books?limit=20',
    who: 'user',
    headers: BROWSER_API,
    goal: 0.6,
  },
] as const;

export interface CompareOptions {
  /** A checkout of the commit to compare with, installed and built. */
  baselineRoot: string;
  database: BenchDatabase;
  rounds: number;
  load: LoadOptions;
  /** Only the request kinds whose path contains this. */
  only?: string;
}

interface Started {
  folio: RunningFolio;
  cookies: Record<'user' | 'admin', string>;
}

async function start(root: string, database: BenchDatabase): Promise<Started> {
  const folio = await startFolio(database, {}, root);
  const cookies = { user: await folio.signIn('user@user.com'), admin: await folio.signIn('admin@admin.com') };
  // Warm-up: the first requests load code and fill caches that a running server already has.
  for (let round = 0; round < 30; round++)
    for (const kind of KINDS)
      await fetch(`${folio.base}${kind.path}`, {
        headers: { ...kind.headers, cookie: cookies[kind.who] },
      }).then((response) => response.arrayBuffer());
  return { folio, cookies };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const number = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** Prints the table of ratios; resolves with the number of goals missed. */
export async function compareBuilds({ baselineRoot, database, rounds, load, only }: CompareOptions) {
  if (!existsSync(path.join(baselineRoot, 'dist/server/server.js')))
    throw new Error(`${baselineRoot} has no build: run npm install && npm run build there first`);
  const baseline = await start(baselineRoot, database);
  const current = await start(process.cwd(), database);
  let missed = 0;
  try {
    console.log(`\n${database}, ${load.connections} connections, ${load.seconds} s × ${rounds} rounds each`);
    console.log(`baseline: ${baselineRoot}\n`);
    console.log('| request | baseline CPU µs / request | this build | ratio | goal | met | rounds (ratio) |');
    console.log('|---|---|---|---|---|---|---|');
    for (const kind of KINDS.filter(({ path: kindPath }) => !only || kindPath.includes(only))) {
      const cpu = { baseline: [] as number[], current: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        const order =
          round % 2 === 0 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
        for (const which of order) {
          const { folio, cookies } = which === 'baseline' ? baseline : current;
          const headers = { ...kind.headers, cookie: cookies[kind.who] };
          const result = await measure(folio, kind.path, headers, load);
          if (result.load.failed) throw new Error(`${which} ${kind.path}: ${result.load.failed} failed`);
          cpu[which].push(result.cpuUs);
        }
      }
      // A round's two runs are neighbours in time: their ratio cancels what the machine did then.
      const ratios = cpu.current.map((us, round) => us / cpu.baseline[round]!);
      const ratio = median(ratios);
      const met = ratio <= kind.goal;
      if (!met) missed++;
      console.log(
        `| ${kind.label} | ${number.format(median(cpu.baseline))} | ${number.format(median(cpu.current))} | ` +
          `${ratio.toFixed(2)}× | ≤ ${kind.goal}× | ${met ? 'yes' : '**no**'} | ` +
          `${ratios.map((each) => each.toFixed(2)).join(', ')} |`,
      );
    }
  } finally {
    await Promise.all([baseline.folio.stop(), current.folio.stop()]);
  }
  return missed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      database: { type: 'string', default: 'postgresql' },
      rounds: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '6' },
      connections: { type: 'string', default: '10' },
      only: { type: 'string' },
    },
  });
  if (!values.baseline) throw new Error('--baseline <checkout of the commit to compare with> is required');
  const missed = await compareBuilds({
    baselineRoot: path.resolve(values.baseline),
    database: values.database as BenchDatabase,
    rounds: Number(values.rounds),
    load: { seconds: Number(values.seconds), connections: Number(values.connections) },
    only: values.only,
  });
  process.exitCode = missed === 0 ? 0 : 1;
}
