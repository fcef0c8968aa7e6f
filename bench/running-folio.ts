import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../tests/support/free-port';

export interface RunningFolio {
  base: string;
  pid: number;
  /** The PostgreSQL database the server runs on (undefined on PGlite). */
  databaseUrl?: string;
  /** A signed-in session's Cookie header; the code is read from the log (no EMAIL_SERVER). */
  signIn(email: string): Promise<string>;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** What the server has written to its standard output so far (pino's JSON lines). */
  log(): string;
  stop(): Promise<void>;
}

export type BenchDatabase = 'pglite' | 'postgresql';

/**
 * The built server (`scripts/start.mjs`, so a stale build is rebuilt first) on a database of its own
 * with demo data: an embedded PGlite in a temporary directory, or a throw-away database on
 * DATABASE_URL's server (the local one when unset). `root` is the checkout to run (another commit's,
 * built, to compare with): this one by default.
 */
export async function startFolio(
  database: BenchDatabase,
  extraEnv: Record<string, string> = {},
  root = process.cwd(),
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { env: databaseEnv, dispose } =
    database === 'pglite' ? await pgliteDirectory() : await postgresDatabase();
  const environment = { ...process.env };
  delete environment.EMAIL_SERVER; // the codes go to the log, where signIn reads them
  delete environment.DATABASE_URL;
  const server = spawn(process.execPath, npmStartArguments(root), {
    cwd: root,
    env: {
      ...environment,
      ...databaseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      SEED_ON_START: 'true',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const until = async (condition: () => boolean, timeoutMs: number, message: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`${message}\n${log.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await dispose();
  };

  try {
    await until(() => log.includes('Folio listening'), 240_000, 'the server did not start');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    base,
    pid: server.pid!,
    databaseUrl: databaseEnv.DATABASE_URL,
    async signIn(email: string) {
      const headers = { origin: base, 'content-type': 'application/json' };
      const mark = log.length;
      await fetch(`${base}/api/auth/email-otp/send-verification-otp`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, type: 'sign-in' }),
      });
      await until(() => /\b\d{6}\b/.test(log.slice(mark)), 10_000, 'no sign-in code in the log');
      const code = /\b(\d{6})\b/.exec(log.slice(mark))![1];
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
    },
    rssMb: () => rssMb(server.pid!),
    log: () => log,
    stop,
  } satisfies RunningFolio;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

async function pgliteDirectory(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'folio-bench-'));
  return {
    env: { PGLITE_DIR: path.join(directory, 'pglite') },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
}

/** A new database on DATABASE_URL's server (the local one when unset), dropped afterwards. */
async function postgresDatabase(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `folio_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` });
  return {
    env: { DATABASE_URL: url.toString() },
    dispose: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** What `npm start` gives node (its V8 flags and the script), so a bench or test runs that very process. */
export function npmStartArguments(root = process.cwd()): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [program, ...args] = scripts.start.split(' ');
  if (program !== 'node')
    throw new Error(`npm start runs ${program}, not node: update bench/running-folio.ts`);
  return args;
}
