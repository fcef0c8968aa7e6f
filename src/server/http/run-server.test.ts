import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/free-port';

const fixture = path.join(import.meta.dirname, 'fixtures', 'run-server-app.ts');
const children: ChildProcess[] = [];

/** Starts the fixture and resolves once it logs `until` (by default, that it listens). */
async function launch(args: string[] = [], until = 'Folio listening on', env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
    // Not process.env: Vitest injects Vite's BASE_URL ('/') there, which env() rightly rejects.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 15_000;
  while (!output.includes(until)) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`fixture did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, port, exited, output: () => output };
}

async function waitFor(output: () => string, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`never logged "${text}":\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('runServer', () => {
  it('prepares, listens, and on SIGTERM closes the server then the lifecycle and exits 0', async () => {
    const app = await launch();
    expect(app.output()).toContain(`Folio listening on http://127.0.0.1:${app.port}`);
    expect(app.output().indexOf('fixture: prepared')).toBeLessThan(
      app.output().indexOf('Folio listening on'),
    );
    expect(await (await fetch(`http://127.0.0.1:${app.port}/`)).text()).toBe('fixture app');

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('fixture: lifecycle closed');
    await expect(fetch(`http://127.0.0.1:${app.port}/`)).rejects.toThrow();
  }, 20_000);

  it('a SIGTERM while it prepares still closes the lifecycle and exits 0, without listening', async () => {
    const app = await launch(['--slow-prepare'], 'fixture: preparing');
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('fixture: lifecycle closed');
    expect(app.output()).not.toContain('Folio listening on');
  }, 20_000);

  it('lets a request in flight finish, past the old 3 s, within SHUTDOWN_GRACE_MS, and refuses new ones', async () => {
    const app = await launch();
    const slow = fetch(`http://127.0.0.1:${app.port}/slow?ms=4000`).then((response) => response.text());
    await waitFor(app.output, 'fixture: slow request started');
    app.child.kill('SIGTERM');
    await waitFor(app.output, 'shutting down');
    await expect(fetch(`http://127.0.0.1:${app.port}/`)).rejects.toThrow();
    expect(await slow).toBe('slow answer');
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('fixture: lifecycle closed');
    expect(app.output()).not.toContain('SHUTDOWN_GRACE_MS');
  }, 20_000);

  it('cuts a request that outlasts SHUTDOWN_GRACE_MS, then closes the lifecycle and exits 0', async () => {
    const app = await launch([], 'Folio listening on', { SHUTDOWN_GRACE_MS: '1000' });
    const slow = fetch(`http://127.0.0.1:${app.port}/slow?ms=15000`).then((response) => response.text());
    await waitFor(app.output, 'fixture: slow request started');
    const startedAt = Date.now();
    app.child.kill('SIGTERM');
    await expect(slow).rejects.toThrow();
    const cutAfter = Date.now() - startedAt;
    expect(cutAfter).toBeGreaterThanOrEqual(900);
    expect(cutAfter).toBeLessThan(4000);
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('Requests still in flight after SHUTDOWN_GRACE_MS (1000 ms)');
    expect(app.output()).toContain('fixture: lifecycle closed');
  }, 20_000);

  it('forces exit with code 1 when closing the lifecycle takes over 5 seconds', async () => {
    const app = await launch(['--hang-on-close']);
    const startedAt = Date.now();
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(1);
    const elapsed = Date.now() - startedAt;
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(7000);
  }, 20_000);

  it('exits immediately on a second signal', async () => {
    const app = await launch(['--hang-on-close']);
    app.child.kill('SIGTERM');
    while (!app.output().includes('fixture: closing lifecycle')) await new Promise((r) => setTimeout(r, 20));
    const startedAt = Date.now();
    app.child.kill('SIGINT');
    expect(await app.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  }, 20_000);
});
