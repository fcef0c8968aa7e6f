import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs/upgrading.md, proved: a fork at the newest release of CHANGELOG.md, with a generated feature and an
// edited page, merges this commit with conflicts only in the files the guide names; resolved the guide's
// way, the typecheck and lint pass. A shared clone (no copy of the objects), node_modules linked, no
// install, no build. ESLint reads the files that differ from this commit (the fork's own and the
// resolved ones): the rest is this commit's, which `npm test` lints, as new-feature.test.ts does.
const root = path.resolve(import.meta.dirname, '../..');
const FEATURE = 'shelfmarks';
const MIGRATIONS = 'src/server/db/migrations';
const identity = ['-c', 'user.name=Fork', '-c', 'user.email=fork@example.com'];

/** The commit of the newest release in CHANGELOG.md ("Release commit: `<sha>`."). */
function previousRelease(): string {
  const sha = /^Release commit: `([0-9a-f]{40})`/m.exec(
    readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'),
  );
  if (!sha) throw new Error('CHANGELOG.md names no release commit');
  return sha[1]!;
}

/** The paths (globs: * within a folder) that the guide's "The usual conflicts" names in backticks. */
function namedConflictFiles(): RegExp[] {
  const guide = readFileSync(path.join(root, 'docs/upgrading.md'), 'utf8');
  const section = guide.split(/^## The usual conflicts$/m)[1]?.split(/^## /m)[0] ?? '';
  const listed = section.split('\n').filter((line) => /^\s*-|^\s{2,}\S/.test(line));
  const paths = listed.flatMap((line) =>
    [...line.split(':')[0]!.matchAll(/`([\w./*-]+)`/g)].map((match) => match[1]!),
  );
  return paths.map(
    (glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`),
  );
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...identity, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** This environment without Vitest's own variables, which the commands in the fork must not inherit. */
function commandEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)),
  );
}

function run(cwd: string, command: string, args: string[]): { code: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, env: commandEnv(), encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `run`, without blocking: for two commands side by side. */
function runAsync(cwd: string, command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env: commandEnv(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** Merges two JSON objects key by key (a key both changed keeps the fork's value). */
function mergeJson(ours: unknown, theirs: unknown): unknown {
  if (typeof ours !== 'object' || typeof theirs !== 'object' || !ours || !theirs || Array.isArray(ours))
    return ours;
  const merged: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  for (const [key, value] of Object.entries(ours))
    merged[key] = key in merged ? mergeJson(value, merged[key]) : value;
  return merged;
}

/** "Keep both sides": each conflict's lines of the fork, then Folio's. */
function keepBoth(text: string): string {
  return text.replace(
    /^<<<<<<< [^\n]*\n([\s\S]*?)^(?:\|\|\|\|\|\|\| [^\n]*\n[\s\S]*?)?=======\n([\s\S]*?)^>>>>>>> [^\n]*\n/gm,
    '$1$2',
  );
}

describe('a fork merges the current release (docs/upgrading.md)', () => {
  let fork: string;
  let conflicts: string[];
  let current: string;

  beforeAll(() => {
    fork = mkdtempSync(path.join(tmpdir(), 'folio-fork-'));
    const release = previousRelease();
    current = git(root, 'rev-parse', 'HEAD').trim();
    git(root, 'clone', '--quiet', '--shared', '--no-checkout', root, fork);
    git(fork, 'checkout', '--quiet', '--detach', release);
    symlinkSync(path.join(root, 'node_modules'), path.join(fork, 'node_modules'), 'dir');

    // The fork's own work: a generated feature and an edited page, committed.
    const generated = run(fork, process.execPath, [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/generator/new-feature.ts',
      FEATURE,
    ]);
    if (generated.code !== 0) throw new Error(`new:feature failed:\n${generated.output}`);
    const page = path.join(fork, 'src/routes/app/index.tsx');
    writeFileSync(
      page,
      readFileSync(page, 'utf8')
        .replace('component: WelcomePage,', 'component: ForkWelcome,')
        .concat(
          '\n/** The fork’s welcome: its own line above Folio’s page. */\nfunction ForkWelcome() {\n  return (\n    <>\n      <p>Welcome to our library.</p>\n      <WelcomePage />\n    </>\n  );\n}\n',
        ),
    );
    git(fork, 'add', '--all');
    git(fork, 'commit', '--quiet', '-m', 'Our fork: shelfmarks and our welcome');
    const ownMigrations = git(
      fork,
      'diff',
      '--name-only',
      '--diff-filter=A',
      'HEAD~1',
      'HEAD',
      '--',
      `${MIGRATIONS}/*.sql`,
    )
      .split('\n')
      .filter(Boolean);

    // The merge, and the guide's resolution of each conflict.
    spawnSync('git', [...identity, 'merge', '--no-edit', '--quiet', current], {
      cwd: fork,
      encoding: 'utf8',
    });
    conflicts = git(fork, 'diff', '--name-only', '--diff-filter=U').split('\n').filter(Boolean);
    for (const file of conflicts) {
      const full = path.join(fork, file);
      if (
        file.startsWith(`${MIGRATIONS}/meta/`) ||
        ['src/routeTree.gen.ts', 'package-lock.json', 'src/server/audit.ts'].includes(file) ||
        file.startsWith('sdk/')
      )
        git(fork, 'checkout', '--theirs', '--', file);
      else if (file.endsWith('.json')) {
        const side = (stage: number) => JSON.parse(git(fork, 'show', `:${stage}:${file}`)) as unknown;
        writeFileSync(full, `${JSON.stringify(mergeJson(side(2), side(3)), null, 2)}\n`);
      } else writeFileSync(full, keepBoth(readFileSync(full, 'utf8')));
    }
    if (conflicts.some((file) => file.startsWith(`${MIGRATIONS}/meta/`))) {
      git(fork, 'checkout', '--theirs', '--', `${MIGRATIONS}/meta`);
      for (const file of ownMigrations) rmSync(path.join(fork, file), { force: true });
      const drizzle = run(fork, process.execPath, [
        'node_modules/drizzle-kit/bin.cjs',
        'generate',
        '--name',
        FEATURE,
      ]);
      if (drizzle.code !== 0) throw new Error(`drizzle-kit generate failed:\n${drizzle.output}`);
    }
    if (conflicts.includes('src/routeTree.gen.ts')) {
      const tree = run(fork, process.execPath, [
        '--input-type=module',
        '-e',
        "const { resolveConfig } = await import('vite'); await resolveConfig({ root: '.', configFile: 'vite.config.ts', logLevel: 'warn' }, 'build');",
      ]);
      if (tree.code !== 0) throw new Error(`the route tree was not written:\n${tree.output}`);
    }
    git(fork, 'add', '--all');
    git(fork, 'commit', '--quiet', '--no-edit');
  });

  afterAll(() => {
    if (fork && existsSync(fork)) rmSync(fork, { recursive: true, force: true });
  });

  it('conflicts only in the files the guide names', () => {
    const named = namedConflictFiles();
    expect(named.length).toBeGreaterThan(5);
    expect(conflicts.filter((file) => !named.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it('keeps the fork’s feature, its page and Folio’s release', () => {
    expect(existsSync(path.join(fork, `src/features/${FEATURE}`))).toBe(true);
    expect(readFileSync(path.join(fork, 'src/routes/app/index.tsx'), 'utf8')).toContain(
      'Welcome to our library.',
    );
    const migrations = readdirSync(path.join(fork, MIGRATIONS)).filter((file) => file.endsWith('.sql'));
    const own = migrations.find((file) => file.endsWith(`_${FEATURE}.sql`));
    expect(migrations).toContain('0016_api_keys.sql');
    expect(own && own > '0016_api_keys.sql', `the fork's migration comes after Folio's: ${own}`).toBe(true);
    expect(readFileSync(path.join(fork, 'src/lib/permissions.ts'), 'utf8')).toMatch(
      /apiKey:[\s\S]*shelfmark:/,
    );
  });

  it('passes the typecheck and lint after the merge', async () => {
    const differing = git(
      fork,
      'diff',
      '--name-only',
      '--diff-filter=d',
      current,
      'HEAD',
      '--',
      '*.ts',
      '*.tsx',
    )
      .split('\n')
      .filter(Boolean);
    expect(differing).toContain(`src/features/${FEATURE}/${FEATURE}.router.ts`);
    expect(differing).toContain('src/routes/app/index.tsx');
    const [typecheck, lint] = await Promise.all([
      runAsync(fork, 'npm', ['run', 'typecheck']),
      runAsync(fork, process.execPath, [
        'node_modules/eslint/bin/eslint.js',
        '--no-warn-ignored',
        ...differing,
      ]),
    ]);
    expect(typecheck.code, typecheck.output).toBe(0);
    expect(lint.code, lint.output).toBe(0);
  });
});
