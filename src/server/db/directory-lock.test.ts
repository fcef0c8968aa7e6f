import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryLockedError, lockDirectory } from './directory-lock';

const LOCK_FILE = 'folio.lock';
const modulePath = path.join(import.meta.dirname, 'directory-lock.ts');

let directory: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'folio-lock-'));
});

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(directory, { recursive: true, force: true });
});

/** Another Node process that takes the lock on `dir` and keeps running until killed. */
async function otherProcessHolding(dir: string): Promise<ChildProcess> {
  const script = `
    import { lockDirectory } from ${JSON.stringify(modulePath)};
    lockDirectory(${JSON.stringify(dir)});
    console.log('locked');
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (!output.includes('locked')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`lock holder did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child;
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid!;
}

function lockContent(dir: string): string {
  return fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8');
}

describe('lockDirectory', () => {
  it('creates the directory and a lock file holding this process id; releasing removes the file', () => {
    const nested = path.join(directory, 'pglite', 'data');
    const release = lockDirectory(nested);
    expect(lockContent(nested)).toBe(String(process.pid));

    release();
    expect(fs.existsSync(path.join(nested, LOCK_FILE))).toBe(false);
    // Releasing twice is harmless, and the directory can be locked again.
    release();
    lockDirectory(nested)();
  });

  it(
    'refuses with DirectoryLockedError while another live process holds the lock',
    { timeout: 30_000 },
    async () => {
      const holder = await otherProcessHolding(directory);
      expect(lockContent(directory)).toBe(String(holder.pid));

      expect(() => lockDirectory(directory)).toThrow(DirectoryLockedError);
      expect(() => lockDirectory(directory)).toThrow(new RegExp(`pid ${holder.pid}`));
      // The holder keeps its lock.
      expect(lockContent(directory)).toBe(String(holder.pid));

      // Once that process is gone, its lock is stale and is taken over.
      holder.kill('SIGKILL');
      await once(holder, 'exit');
      const release = lockDirectory(directory);
      expect(lockContent(directory)).toBe(String(process.pid));
      release();
    },
  );

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const pid = await deadPid();
    fs.writeFileSync(path.join(directory, LOCK_FILE), String(pid));

    const release = lockDirectory(directory);
    expect(lockContent(directory)).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(directory, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock file that holds no process id', () => {
    fs.writeFileSync(path.join(directory, LOCK_FILE), 'garbage');
    const release = lockDirectory(directory);
    expect(lockContent(directory)).toBe(String(process.pid));
    release();
  });

  it('takes over a lock whose pid now names a live program that is not Node.js (a kill -9, then pid reuse)', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(other);
    fs.writeFileSync(path.join(directory, LOCK_FILE), String(other.pid));
    const release = lockDirectory(directory);
    expect(lockContent(directory)).toBe(String(process.pid));
    release();
  });
});
