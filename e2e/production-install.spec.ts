import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PRODUCTION_PORT } from './support/ports';

// What a container or a server gets after the build: the built app and the sources its scripts and
// migrations read, with production dependencies only.
const SHIPPED = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts', 'src', 'dist'];
const BASE_URL = `http://127.0.0.1:${PRODUCTION_PORT}`;

interface Finished {
  code: number | null;
  output: string;
}

// Whatever is still running when the test ends (a time-out included) is stopped, so no server is left
// holding the port for the next run.
const running = new Set<ChildProcess>();
test.afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.on('close', (code) => resolve({ code, output })));
  return { child, finished, output: () => output };
}

/** npm's own JavaScript entry when the tests run under npm (no `npm.cmd` shell lookup on Windows). */
function npm(args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.[cm]?js$/.test(npmCli)
    ? run(process.execPath, [npmCli, ...args], { cwd, env })
    : run('npm', args, { cwd, env });
}

/** Resolves once this server (not some other process on the port) says it listens. */
async function waitUntilListening(server: ReturnType<typeof run>): Promise<void> {
  while (!server.output().includes(`Folio listening on ${BASE_URL}`)) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('the build starts from a production-only install, with migrations and user:create', async () => {
  // An npm install of some 580 packages from the local cache, a start and a stop: minutes on a busy machine.
  test.setTimeout(600_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-production-'));
  try {
    for (const entry of SHIPPED) cpSync(entry, path.join(folder, entry), { recursive: true });
    const env = { NODE_ENV: 'production', PGLITE_DIR: path.join(folder, '.data/pglite') };

    const install = await npm(['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], folder)
      .finished;
    expect(install.code, install.output).toBe(0);
    // The build's tools (Scalar's bundle included: it is copied into the build) and the test and lint
    // tool chain are gone. npm keeps Vite, Vitest, TypeScript and Prettier: optional peers of TanStack
    // Start and better-auth (npm/cli#7740).
    const devOnly = [
      '@vitejs/plugin-react',
      'tailwindcss',
      '@scalar/api-reference',
      '@playwright/test',
      'eslint',
    ];
    expect(devOnly.filter((name) => existsSync(path.join(folder, 'node_modules', name)))).toEqual([]);

    const migrate = await npm(['run', 'db:migrate'], folder, env).finished;
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toContain('Database is up to date');

    const email = 'owner@production.folio.test';
    const create = await npm(['run', 'user:create', '--', '--email', email, '--role', 'admin'], folder, env)
      .finished;
    expect(create.code, create.output).toBe(0);
    expect(create.output).toContain(`Created ${email} (admin)`);

    const server = run(process.execPath, ['scripts/start.mjs'], {
      cwd: folder,
      env: {
        ...env,
        PORT: String(PRODUCTION_PORT),
        HOST: '127.0.0.1',
        BASE_URL,
        AUTH_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnop',
      },
    });
    try {
      await waitUntilListening(server);
      const health = await fetch(`${BASE_URL}/api/health`);
      expect(health.status, server.output()).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      const login = await fetch(`${BASE_URL}/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('Sign in or create your Folio account');
      const reference = await fetch(`${BASE_URL}/api/openapi/reference.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(reference.status).toBe(200);
      expect(reference.headers.get('content-encoding')).toBe('br');
      expect(server.output()).not.toContain('building');
    } finally {
      server.child.kill('SIGTERM');
    }
    const stopped = await server.finished;
    expect(stopped.code, stopped.output).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
