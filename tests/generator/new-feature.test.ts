import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingNames } from '../../scripts/generator/existing-names';
import { featureNames } from '../../scripts/generator/feature-name';
import { freePort } from '../support/free-port';

// `npm run new:feature` in a copy of this project, then what `npm test` would run on what it made:
// lint, typecheck, the unit and integration tests of every file it made or changed, and its
// end-to-end test (one build, desktop only, on ports of its own). ADR 0022; docs/building-a-feature.md.
// Refusals, repeated runs and rollbacks are tested in seconds by feature-edits.test.ts.

/** What the copy leaves out: installed packages (linked instead), history and build output. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'dist',
  '.output',
  '.data',
  '.tanstack',
  '.cache',
  'test-results',
  'playwright-report',
]);

/** The names the test generates, the first one free in this project. */
const CANDIDATES = ['authors', 'publishers', 'venues', 'editors', 'reviewers'];

interface Run {
  code: number | null;
  output: string;
}

/** This environment without what Vitest sets for itself, which the commands run in the copy must not inherit. */
function commandEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name));
  return { ...Object.fromEntries(own), ...extra };
}

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: commandEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const npm = (cwd: string, args: string[], env?: Record<string, string>) =>
  run(cwd, process.platform === 'win32' ? 'npm.cmd' : 'npm', args, env);

/** Every file under `root` with its size and modification time: any change to the tree changes it. */
async function fingerprint(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true });
  const found = await Promise.all(
    entries
      .filter((entry) => !NOT_COPIED.has(entry.name))
      .map(async (entry) => {
        const relative = path.join(folder, entry.name);
        if (entry.isDirectory()) return fingerprint(root, relative);
        const { size, mtimeMs } = await stat(path.join(root, relative));
        return [`${relative} ${size} ${mtimeMs}`];
      }),
  );
  return found.flat().sort();
}

describe('npm run new:feature', () => {
  let project: string;

  beforeAll(async () => {
    project = await mkdtemp(path.join(tmpdir(), 'folio-new-feature-'));
    await cp(process.cwd(), project, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.basename(source)),
    });
    await symlink(path.resolve('node_modules'), path.join(project, 'node_modules'), 'junction');
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('makes a feature that passes lint, typecheck, its tests and the tests of what it changed', async () => {
    // `authors`, unless this project has made it already (then the next free name).
    const { plural, singular } = featureNames(CANDIDATES.find((name) => !existingNames(project).has(name))!);
    const generated = await npm(project, ['run', 'new:feature', '--', plural]);
    expect(generated.code, generated.output).toBe(0);
    const migrations = await readdir(path.join(project, 'src/server/db/migrations'));
    const migration = migrations.find((file) => file.endsWith(`_${plural}.sql`));
    expect(migration).toBeDefined();
    expect(await readFile(path.join(project, 'src/server/db/migrations', migration!), 'utf8')).toContain(
      `CREATE TABLE "${singular}"`,
    );
    expect(await readFile(path.join(project, 'src/routeTree.gen.ts'), 'utf8')).toContain(
      `'/manager/${plural}/$id/update'`,
    );

    // Generated once, it is there: the same name again is refused, and nothing is overwritten.
    const before = await fingerprint(project);
    const again = await npm(project, ['run', 'new:feature', '--', singular]);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain(`"${plural}" already exists in Folio`);
    expect(await fingerprint(project)).toEqual(before);

    // Lint over what the generator made and changed (the rest of the project is linted by `npm test`).
    const written = [...generated.output.matchAll(/^[+~] (\S+\.tsx?)$/gm)]
      .map((match) => match[1]!)
      .filter((file) => !file.endsWith('.gen.ts'));
    expect(written).toContain(`src/features/${plural}/${plural}.router.ts`);
    const [lint, typecheck] = await Promise.all([
      run(project, process.execPath, ['node_modules/eslint/bin/eslint.js', ...written]),
      npm(project, ['run', 'typecheck']),
    ]);
    expect(lint.code, lint.output).toBe(0);
    expect(typecheck.code, typecheck.output).toBe(0);
    const tests = await npm(project, [
      'run',
      'test:unit',
      '--',
      `tests/integration/${plural}.test.ts`,
      'tests/integration/permissions.test.ts',
      'src/lib/permissions.test.ts',
      'src/lib/i18n.test.ts',
      'src/locales/translations.test.ts',
    ]);
    expect(tests.code, tests.output).toBe(0);
    expect(tests.output).toContain(`${plural}.test.ts`);

    const ports = Object.fromEntries(
      await Promise.all(
        ['E2E_PORT', 'E2E_DEMO_PORT', 'E2E_SMTP_PORT', 'E2E_MAIL_API_PORT', 'E2E_OIDC_PORT'].map(
          async (name) => [name, String(await freePort())] as const,
        ),
      ),
    );
    const e2e = await npm(
      project,
      ['run', 'test:e2e', '--', `e2e/${plural}.spec.ts`, '--project', 'desktop'],
      ports,
    );
    expect(e2e.code, e2e.output).toBe(0);
    expect(e2e.output).toMatch(/2 passed/);
  });
});
