import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { npmStartArguments } from '../bench/running-folio';
import { FIRST_START_PORT } from './support/ports';
import { run, stopRunningProcesses, waitUntilListening } from './support/processes';

const BASE_URL = `http://127.0.0.1:${FIRST_START_PORT}`;

test.afterEach(stopRunningProcesses);

/** `npm start`'s command: node with its flags and scripts/start.mjs. */
function npmStart(env: NodeJS.ProcessEnv) {
  return run(process.execPath, npmStartArguments(), {
    cwd: process.cwd(),
    env: { ...env, PORT: String(FIRST_START_PORT), HOST: '127.0.0.1', BASE_URL, LOG_LEVEL: 'info' },
  });
}

/** The pids of the log lines (pino's JSON) whose message contains `text`. */
function pidsOf(output: string, text: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(text))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

test('npm start on a new embedded database creates and seeds it apart, then serves it', async () => {
  // Two starts of the built server, the first creating an embedded database (initdb, migrations, demo
  // data): 20 s at full speed, more than twice that on a machine as busy as CI's can be.
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-first-start-'));
  const env = { PGLITE_DIR: path.join(folder, 'pglite'), DATABASE_URL: '', EMAIL_SERVER: '' };
  try {
    const first = npmStart(env);
    try {
      await waitUntilListening(first, BASE_URL);
      const login = await fetch(`${BASE_URL}/login`);
      expect(login.status).toBe(200);
      // The demo accounts exist: the code page sends one to the seeded admin.
      const send = await fetch(`${BASE_URL}/api/auth/email-otp/send-verification-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL },
        body: JSON.stringify({ email: 'admin@admin.com', type: 'sign-in' }),
      });
      expect(send.status, first.output()).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
    }
    const stopped = await first.finished;
    expect(stopped.code, stopped.output).toBe(0);
    // The database was created by another process than the server's (WebAssembly memory never shrinks).
    const [seeder] = pidsOf(stopped.output, 'Seeded an empty database');
    const [server] = pidsOf(stopped.output, 'Folio listening');
    expect(seeder, stopped.output).toBeDefined();
    expect(server).toBeDefined();
    expect(seeder).not.toBe(server);

    // The next start opens the database as it is: nothing created or seeded again.
    const second = npmStart(env);
    try {
      await waitUntilListening(second, BASE_URL);
      expect((await fetch(`${BASE_URL}/api/health`)).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
    }
    const again = await second.finished;
    expect(again.code, again.output).toBe(0);
    expect(again.output).not.toContain('Seeded');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
