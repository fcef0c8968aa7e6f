// Production start: rebuilds when the build is missing or stale, then runs the built server.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const serverEntry = path.join(root, 'dist/server/server.js');
const buildInputs = ['src', 'public', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Newest modification time under `target` (0 when it does not exist). */
function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

const builtAt = newestMtime(serverEntry);
if (builtAt === 0 || buildInputs.some((input) => newestMtime(path.join(root, input)) > builtAt)) {
  console.log(
    builtAt === 0 ? 'No build found, building…' : 'Sources changed since the last build, rebuilding…',
  );
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
try {
  const { startServer } = await import(pathToFileURL(serverEntry).href);
  await startServer();
} catch (error) {
  // Configuration and locked-database errors are for a person to read: one line, no stack.
  if (error?.name === 'EnvError' || error?.name === 'DirectoryLockedError') {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
