import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from './client';

// kill -9 in the middle of writes to the embedded database: the next start takes over the stale lock,
// opens the database, and finds every write that was acknowledged before the kill.

const clientModule = path.join(import.meta.dirname, 'client.ts');
let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'folio-crash-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

it(
  'keeps every acknowledged write through a kill -9, and the next start takes over the lock',
  { timeout: 60_000 },
  async () => {
    const script = `
    import { openDatabase } from ${JSON.stringify(clientModule)};
    const connection = await openDatabase({ pgliteDir: ${JSON.stringify(directory)} });
    await connection.query('create table if not exists acknowledged_write (id serial primary key, note text not null)');
    for (let n = 0; ; n++) {
      const [row] = await connection.query('insert into acknowledged_write (note) values ($1) returning id', ['write ' + n]);
      process.stdout.write('ack ' + row.id + '\\n');
    }
  `;
    const writer = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acknowledged: number[] = [];
    let errors = '';
    writer.stdout!.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/ack (\d+)/g)) acknowledged.push(Number(match[1]));
    });
    writer.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 50) {
      if (Date.now() > deadline || writer.exitCode !== null)
        throw new Error(`the writer did not write:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    writer.kill('SIGKILL');
    await once(writer, 'exit');

    const reopened = await openDatabase({ pgliteDir: directory });
    try {
      const stored = await reopened.query<{ id: number }>('select id from acknowledged_write');
      const storedIds = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      console.info(`${acknowledged.length} writes acknowledged before kill -9, ${storedIds.size} stored`);
    } finally {
      await reopened.close();
    }
  },
);
