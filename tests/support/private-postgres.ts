import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** The directory of PostgreSQL's server programs (Debian's layout), or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version && path.join(root, version, 'bin');
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory (initdb, trust on loopback), that
 * the test stops, starts, freezes and thaws. As root it runs as the `postgres` user (PostgreSQL
 * refuses root).
 */
export async function startPrivatePostgres(bin: string) {
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'folio-pg-'));
  const data = path.join(directory, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres', directory]);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const commandArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(directory, 'log'), '-w', 'start']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'folio']);
  const everyProcess = () => {
    const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).stdout;
    return [postmaster, ...children.trim().split('\n').filter(Boolean).map(Number)];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/folio`,
    start,
    stop: (mode: 'fast' | 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    freeze: () => everyProcess().forEach((pid) => process.kill(pid, 'SIGSTOP')),
    thaw: () => everyProcess().forEach((pid) => process.kill(pid, 'SIGCONT')),
    destroy: () => {
      spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        ...['-D', data, '-m', 'immediate', 'stop'],
      ]);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
