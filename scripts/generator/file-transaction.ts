import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Changes to a project's files that are undone together: files made are removed (and the folders made
 * for them), files changed get their content back, and what a tool adds to a watched folder goes too.
 */
export class FileTransaction {
  private readonly made: string[] = [];
  private readonly madeFolders: string[] = [];
  private readonly originals = new Map<string, string>();
  private readonly watched = new Map<string, Set<string>>();

  constructor(private readonly root: string) {}

  private full(file: string): string {
    return path.join(this.root, file);
  }

  /** Makes a new file; refuses one that exists. */
  create(file: string, content: string): void {
    const full = this.full(file);
    const missing: string[] = [];
    for (let folder = path.dirname(full); !existsSync(folder); folder = path.dirname(folder))
      missing.push(folder);
    mkdirSync(path.dirname(full), { recursive: true });
    this.madeFolders.push(...missing);
    writeFileSync(full, content, { flag: 'wx' });
    this.made.push(full);
  }

  /** Keeps a file's content to give back, then replaces it. */
  replace(file: string, content: string): void {
    this.keep(file);
    writeFileSync(this.full(file), content);
  }

  /** Keeps a file's content to give back (a file a tool will change). */
  keep(file: string): void {
    const full = this.full(file);
    if (!this.originals.has(full)) this.originals.set(full, readFileSync(full, 'utf8'));
  }

  /** Files a tool adds under `folder` from now on are removed on rollback. */
  watch(folder: string): void {
    this.watched.set(this.full(folder), new Set(filesUnder(this.full(folder))));
  }

  /** Puts every file back as it was; what cannot be undone is reported, not hidden. */
  rollback(): string[] {
    const problems: string[] = [];
    const attempt = (what: string, undo: () => void) => {
      try {
        undo();
      } catch (error) {
        problems.push(`${what}: ${(error as Error).message}`);
      }
    };
    for (const [folder, before] of this.watched)
      for (const file of filesUnder(folder))
        if (!before.has(file)) attempt(file, () => rmSync(path.join(folder, file), { force: true }));
    for (const file of this.made) attempt(file, () => rmSync(file, { force: true }));
    for (const [file, content] of this.originals) attempt(file, () => writeFileSync(file, content));
    // Deepest first: a folder made for a file goes once it is empty.
    for (const folder of [...this.madeFolders].sort((a, b) => b.length - a.length))
      attempt(folder, () => rmdirSync(folder));
    return problems;
  }
}
