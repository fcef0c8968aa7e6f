import fs from 'node:fs';
import path from 'node:path';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a live Node.js process, so possibly a Folio still using the database. After a crash
 * or a kill -9 the recorded pid may belong to anything else by now (a shell, init in a container):
 * such a lock is stale. Where /proc cannot tell (macOS, Windows), any live process counts.
 */
function mayBeFolio(pid: number): boolean {
  if (!processIsAlive(pid)) return false;
  try {
    const [program = ''] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /(^|\/)node\d*$/.test(program);
  } catch {
    return true;
  }
}

/**
 * Takes an exclusive lock on a directory for this process, so that a second process cannot open
 * the same embedded database (PGlite has no file locking and two writers silently corrupt it).
 * A lock left behind by a process that no longer runs, or whose pid now names another program, is
 * taken over.
 */
export function lockDirectory(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const lockPath = path.join(directory, 'folio.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && mayBeFolio(holder)) {
        throw new DirectoryLockedError(
          `The embedded database in ${directory} is in use by another Folio process (pid ${holder}). ` +
            'Stop that process first, or set PGLITE_DIR to another directory.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${directory}.`);
}
