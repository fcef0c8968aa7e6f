import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { env } from '../env';
import { IN_MEMORY } from './client';

/**
 * Creating an embedded database (initdb, migrations, demo data) grows PGlite's WebAssembly memory to
 * several hundred MB, and WebAssembly memory never shrinks: the server would keep it for good (839 MB
 * resident against 362 MB when it opens a database that exists). So a new embedded database is
 * prepared by a short-lived child process, which runs `prepare` of the built server at `entryUrl`,
 * and the server then opens a ready database.
 */
export async function prepareNewEmbeddedDatabaseApart(entryUrl: string): Promise<void> {
  const config = env();
  if (config.DATABASE_URL || config.PGLITE_DIR === IN_MEMORY || existsSync(config.PGLITE_DIR)) return;
  // A stop (Ctrl-C reaches both processes) waits for the few seconds this takes: an initdb cut short
  // leaves a directory PGlite cannot open. The server closes once the child is done.
  const script = [
    `for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});`,
    `const { prepareDatabase } = await import(${JSON.stringify(entryUrl)});`,
    `await prepareDatabase();`,
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`Preparing the embedded database in ${config.PGLITE_DIR} failed (exit ${code})`);
}
