import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodePlop from 'node-plop';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existingNames } from '../../scripts/generator/existing-names';
import { featureNames, type FeatureNames } from '../../scripts/generator/feature-name';
import { featureTexts } from '../../scripts/generator/feature-texts';
import { FileTransaction } from '../../scripts/generator/file-transaction';
import { generateFeature } from '../../scripts/generator/generate-feature';
import { resolveFeature } from '../../scripts/generator/feature-request';
import plopfile from '../../scripts/generator/plopfile';
import { sharedEdits } from '../../scripts/generator/shared-edits';
import { parse, syntaxErrors } from '../../scripts/generator/source-edits';

// The generator's own files and edits, run again and again in a small copy of the project: what it
// makes and changes must stay well-formed however often it runs, and a failure must write nothing.
// The slow test (new-feature.test.ts) runs the whole generator once, with lint, typecheck and tests.

/** Every file the generator reads or changes outside its own folder. */
const SHARED = [
  ...sharedEdits(featureNames('authors'), featureTexts(featureNames('authors')), '', 'LayoutList').map(
    (edit) => edit.path,
  ),
  '.prettierrc.json',
  'node_modules/lucide-react/dist/esm/lucide-react.mjs',
];
const FOLDERS_READ = [
  'src/features',
  'src/routes/app',
  'src/routes/manager',
  'src/locales/en',
  'tests/integration',
  'e2e',
];

/** Ten features in a row, irregular plurals and two-word-sounding ones among them. */
const NAMES = [
  'authors',
  'publishers',
  'person',
  'venues',
  'Category',
  'boxes',
  'addresses',
  'cities',
  'tags',
  'child',
];

async function plopRender(root: string) {
  const plop = await nodePlop('', { destBasePath: root, force: false });
  plopfile(plop);
  return (template: string, data: object) => plop.renderString(template, data);
}

/** Every file under `root` with its content: any change to the tree changes it. */
function snapshot(root: string, folder = ''): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) return [];
      if (entry.isDirectory()) return Object.entries(snapshot(root, relative));
      return [[relative, readFileSync(path.join(root, relative), 'utf8')]];
    }),
  );
}

describe('the generator’s edits', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'folio-feature-edits-'));
    for (const file of SHARED.filter((file) => !file.startsWith('node_modules'))) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      cpSync(file, path.join(root, file));
    }
    for (const folder of FOLDERS_READ) mkdirSync(path.join(root, folder), { recursive: true });
    for (const feature of readdirSync('src/features'))
      mkdirSync(path.join(root, 'src/features', feature), { recursive: true });
    mkdirSync(path.join(root, 'node_modules/lucide-react/dist/esm'), { recursive: true });
    cpSync(SHARED.at(-1)!, path.join(root, SHARED.at(-1)!));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it(
    'adds ten features in a row, each time to files the one before re-formatted, and they stay well-formed',
    { timeout: 120_000 },
    async () => {
      const render = await plopRender(root);
      const made: FeatureNames[] = [];
      for (const name of NAMES) {
        const resolved = resolveFeature(root, { name });
        if ('refused' in resolved) throw new Error(resolved.refused);
        await generateFeature(root, resolved.request, render, { migration: false, routeTree: false });
        made.push(resolved.request.names);
      }
      expect(made.map((names) => names.plural)).toEqual([
        'authors',
        'publishers',
        'people',
        'venues',
        'categories',
        'boxes',
        'addresses',
        'cities',
        'tags',
        'children',
      ]);

      const files = snapshot(root);
      for (const [file, content] of Object.entries(files)) {
        if (file.endsWith('.json')) expect(() => JSON.parse(content), file).not.toThrow();
        else if (/\.tsx?$/.test(file)) expect(syntaxErrors(parse(file, content)), file).toEqual([]);
      }
      // Each feature is known once everywhere: the API, permissions, texts, audit, navigation.
      const taken = existingNames(root);
      for (const { plural, singular } of made) {
        expect(taken, plural).toContain(plural);
        expect(taken, singular).toContain(singular);
        expect(
          files['src/api/router.ts']!.match(new RegExp(`\\b${plural}: ${plural}Router\\b`, 'g')),
        ).toHaveLength(1);
        expect(files['src/features/shell/navigation.ts']).toContain(`to: '/manager/${plural}'`);
        expect(files['src/server/audit.ts']).toContain(`'${singular}'`);
        expect(JSON.parse(files['src/locales/fr/audit.json']!).actions[`${singular}.deleted`]).toBeTruthy();
        expect(files['tests/integration/permissions.test.ts']).toContain(`'${plural}.delete': {`);
      }
      // Sorted lists stay sorted; the navigation's account entry stays last.
      const routerKeys = [...files['src/api/router.ts']!.matchAll(/^ {2}(\w+): \w+Router,$/gm)].map(
        (match) => match[1]!,
      );
      expect(routerKeys).toEqual([...routerKeys].sort((a, b) => a.localeCompare(b, 'en')));
      expect(files['src/features/shell/navigation.ts']).toMatch(
        /to: '\/app\/children'.*\n\s*\{ to: '\/app\/account'/,
      );
      expect(files['src/features/shell/navigation.ts']).toContain(
        "{ to: '/app/tags', label: 'tags', icon: Tag }",
      );
      expect(files['src/features/shell/navigation.ts']).toMatch(/^\s+Tag,$/m);
      expect(files['src/lib/permissions.test.ts']).toMatch(/'author:read',\s*'book:read'/);
    },
  );

  it('writes nothing when an edit cannot find its place', async () => {
    const render = await plopRender(root);
    const file = path.join(root, 'tests/integration/permissions.test.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('const EXPECTATIONS', 'const RENAMED_BY_HAND'));
    const before = snapshot(root);
    const resolved = resolveFeature(root, { name: 'authors' });
    if ('refused' in resolved) throw new Error(resolved.refused);
    await expect(
      generateFeature(root, resolved.request, render, { migration: false, routeTree: false }),
    ).rejects.toThrow(/permissions\.test\.ts: cannot find const EXPECTATIONS.*nothing was written/);
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses names Folio uses, words that are not names and unknown icons, saying why', () => {
    const refusals = [
      [{ name: 'books' }, '"books" already exists in Folio'],
      [{ name: 'user' }, '"users" already exists in Folio'],
      [{ name: '123' }, '"123" is not a word'],
      [{ name: 'sheep' }, '"sheep" has no plural of its own'],
      [{ name: 'venues', icon: 'no-such-icon' }, '"no-such-icon" is not a lucide icon'],
    ] as const;
    for (const [answers, why] of refusals)
      expect(resolveFeature(root, answers)).toEqual({ refused: expect.stringContaining(why) });
    expect(resolveFeature(root, { name: 'venues', icon: 'map-pin' })).toMatchObject({
      request: { icon: 'MapPin' },
    });
    expect(resolveFeature(root, { name: 'tags' })).toMatchObject({ request: { icon: 'Tag' } });
    expect(resolveFeature(root, { name: 'Author' })).toMatchObject({
      request: { names: { plural: 'authors' }, icon: 'LayoutList' },
      notices: [
        expect.stringContaining('"Author" is generated as "authors"'),
        expect.stringContaining('LayoutList'),
      ],
    });
  });
});

describe('a file transaction', () => {
  it('puts back every file a failed generation touched: made, changed, and added by a tool', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folio-transaction-'));
    try {
      mkdirSync(path.join(root, 'migrations/meta'), { recursive: true });
      writeFileSync(path.join(root, 'migrations/meta/_journal.json'), '{"entries":[]}');
      writeFileSync(path.join(root, 'schema.ts'), 'export {};\n');
      const before = snapshot(root);
      const transaction = new FileTransaction(root);
      transaction.create('src/features/authors/authors.router.ts', 'export {};\n');
      transaction.replace('schema.ts', 'export const author = 1;\n');
      transaction.watch('migrations');
      transaction.keep('migrations/meta/_journal.json');
      writeFileSync(path.join(root, 'migrations/0001_authors.sql'), 'CREATE TABLE "author" ();');
      writeFileSync(path.join(root, 'migrations/meta/_journal.json'), '{"entries":[1]}');
      expect(() => transaction.create('schema.ts', '')).toThrow(/EEXIST/);

      expect(transaction.rollback()).toEqual([]);
      expect(snapshot(root)).toEqual(before);
      expect(() => statSync(path.join(root, 'src'))).toThrow(/ENOENT/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('npm run new:feature', () => {
  it('refuses a taken name on the command line, saying why, with a failing exit code', () => {
    const refused = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/generator/new-feature.ts', 'books'],
      {
        encoding: 'utf8',
      },
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      '"books" already exists in Folio: choose another name. Nothing was written.',
    );
  });
});
