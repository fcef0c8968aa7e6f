// Production start: rebuilds when the build is missing or stale, then runs the built server.
// In a production install (`npm prune --omit=dev`) the existing build is served as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * The build needs every dev dependency (Vite's plugins, Tailwind). A production install lacks them — though
 * npm keeps Vite itself there, as an optional peer of TanStack Start (npm/cli#7740) — and serves the build.
 */
function canBuild() {
  const { devDependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.keys(devDependencies).every((name) =>
    existsSync(path.join(root, 'node_modules', name, 'package.json')),
  );
}

/** Vite's JavaScript entry, run with this Node on every platform (`.bin/vite` is a shell script on Windows). */
function viteCli() {
  const manifest = createRequire(path.join(root, 'package.json')).resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.vite);
}

const builtAt = newestMtime(serverEntry);
const buildable = canBuild();
if (!buildable && builtAt === 0) {
  console.error('No build found in dist/: run `npm run build` with the dev dependencies installed first.');
  process.exit(1);
}
if (
  buildable &&
  (builtAt === 0 || buildInputs.some((input) => newestMtime(path.join(root, input)) > builtAt))
) {
  console.log(
    builtAt === 0 ? 'No build found, building…' : 'Sources changed since the last build, rebuilding…',
  );
  const build = spawnSync(process.execPath, [viteCli(), 'build'], { stdio: 'inherit' });
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
