import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { DEMO_BASE_URL, DEMO_PORT } from './ports';
import { E2E_AUTH_SECRET } from './secrets';
import { SERVER_LOG_DIR, serverLogFile } from './server-logs';

const answers = () =>
  fetch(`${DEMO_BASE_URL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

export interface DemoServer {
  stop(): Promise<void>;
}

/**
 * A second Folio in read-only demo mode with an environment banner (staging), on an in-memory PGlite
 * as `npm start` runs it, for e2e/demo.spec.ts alone: started by that spec rather than for every run
 * (a run of one other spec, or the generator test's run in its copy, would start it for nothing: 8 s
 * and 12 CPU-seconds). Its output goes to test-results/servers/folio-demo.log, which a failure shows.
 * The build is the one the main e2e server already made fresh.
 */
export async function startDemoServer(): Promise<DemoServer> {
  if (await answers())
    throw new Error(`${DEMO_BASE_URL} already answers: another server holds the port (set E2E_DEMO_PORT)`);
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  const log = openSync(serverLogFile('folio-demo'), 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(DEMO_PORT),
      HOST: '127.0.0.1',
      BASE_URL: DEMO_BASE_URL,
      PGLITE_DIR: 'memory://',
      AUTH_SECRET: E2E_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      TRUSTED_PROXY: 'true',
      CODE_RESEND_SECONDS: '0',
      CODE_SENDS_PER_HOUR: '10000',
      DEMO_MODE: 'true',
      ENV_NAME: 'staging',
      ENV_EMOJI: '🚧',
      ENV_COLOR: '#9a3412',
    },
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The demo server exited with ${child.exitCode}: see ${serverLogFile('folio-demo')}`);
    if (await answers()) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The demo server did not answer within 60 s: see ${serverLogFile('folio-demo')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
