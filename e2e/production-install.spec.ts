import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { link, mkdir, readdir, readlink, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PRODUCTION_PORT } from './support/ports';
import { run, stopRunningProcesses, waitUntilListening } from './support/processes';
import { E2E_AUTH_SECRET } from './support/secrets';

// What a container or a server gets after the build: the built app and the sources its scripts and
// migrations read, with production dependencies only, pruned from the full install as the Dockerfile
// and docs/deploying.md do (`npm prune --omit=dev`).
const SHIPPED = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts', 'src', 'dist'];

/**
 * A copy of the project's node_modules whose files are hard links to its own: a tenth of the CPU of
 * `npm ci` unpacking some 560 packages again, and the same tree once pruned. npm removes links, never
 * writes into them, except its record of the tree (.package-lock.json), which it rewrites in place:
 * the copy has none of its own, so npm reads the tree and writes a new file.
 */
async function linkInstalledPackages(from: string, to: string): Promise<void> {
  await mkdir(to);
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      if (entry.name === '.package-lock.json') return;
      const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
      if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
      else if (entry.isDirectory()) await linkInstalledPackages(source, target);
      else await link(source, target);
    }),
  );
}
const BASE_URL = `http://127.0.0.1:${PRODUCTION_PORT}`;

// Whatever is still running when the test ends (a time-out included) is stopped, so no server is left
// holding the port for the next run.
test.afterEach(stopRunningProcesses);

/** npm's own JavaScript entry when the tests run under npm (no `npm.cmd` shell lookup on Windows). */
function npm(args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.[cm]?js$/.test(npmCli)
    ? run(process.execPath, [npmCli, ...args], { cwd, env })
    : run('npm', args, { cwd, env });
}

test('the build starts from a production-only install, with migrations and user:create', async () => {
  // The linked copy of the packages and its pruning, a new embedded database, a start and a stop.
  test.setTimeout(600_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-production-'));
  try {
    for (const entry of SHIPPED) cpSync(entry, path.join(folder, entry), { recursive: true });
    const env = { NODE_ENV: 'production', PGLITE_DIR: path.join(folder, '.data/pglite') };

    await linkInstalledPackages('node_modules', path.join(folder, 'node_modules'));
    const prune = await npm(['prune', '--omit=dev', '--no-audit', '--no-fund'], folder).finished;
    expect(prune.code, prune.output).toBe(0);
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
        AUTH_SECRET: E2E_AUTH_SECRET,
      },
    });
    try {
      await waitUntilListening(server, BASE_URL);
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
