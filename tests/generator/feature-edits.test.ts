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
import { DEFAULT_ICON, featureIcon, ICONS_BY_NAME, lucideIcons } from '../../scripts/generator/feature-icon';
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

/**
 * Words and the plural each gives, irregular ones among them. The first ten this project does not use
 * yet are generated: the test also passes in a project that has used the generator.
 */
const CANDIDATES: [word: string, plural: string][] = [
  ['authors', 'authors'],
  ['publishers', 'publishers'],
  ['person', 'people'],
  ['venues', 'venues'],
  ['Category', 'categories'],
  ['boxes', 'boxes'],
  ['addresses', 'addresses'],
  ['cities', 'cities'],
  ['tags', 'tags'],
  ['child', 'children'],
  ['mouse', 'mice'],
  ['leaf', 'leaves'],
  ['woman', 'women'],
  ['editors', 'editors'],
  ['quizzes', 'quizzes'],
  ['goose', 'geese'],
];
const taken = existingNames(process.cwd());
const FREE = CANDIDATES.filter(([word]) => {
  const { plural, singular } = featureNames(word);
  return !taken.has(plural) && !taken.has(singular);
});
const TEN = FREE.slice(0, 10);

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
      expect(TEN).toHaveLength(10);
      const icons: string[] = [];
      for (const [name] of TEN) {
        const resolved = resolveFeature(root, { name });
        if ('refused' in resolved) throw new Error(resolved.refused);
        await generateFeature(root, resolved.request, render, { migration: false, routeTree: false });
        made.push(resolved.request.names);
        icons.push(resolved.request.icon);
      }
      expect(made.map((names) => names.plural)).toEqual(TEN.map(([, plural]) => plural));

      const files = snapshot(root);
      for (const [file, content] of Object.entries(files)) {
        if (file.endsWith('.json')) expect(() => JSON.parse(content), file).not.toThrow();
        else if (/\.tsx?$/.test(file)) expect(syntaxErrors(parse(file, content)), file).toEqual([]);
      }
      // Each feature is known once everywhere: the API, permissions, texts, audit, navigation.
      const known = existingNames(root);
      for (const [index, { plural, singular }] of made.entries()) {
        expect(known, plural).toContain(plural);
        expect(known, singular).toContain(singular);
        expect(files['src/features/shell/navigation.ts']).toContain(
          `{ to: '/app/${plural}', label: '${plural}', icon: ${icons[index]} }`,
        );
        expect(
          files['src/api/router.ts']!.match(new RegExp(`\\b${plural}: ${plural}Router\\b`, 'g')),
        ).toHaveLength(1);
        expect(files['src/features/shell/navigation.ts']).toContain(`to: '/manager/${plural}'`);
        expect(JSON.parse(files['src/locales/fr/audit.json']!).actions[`${singular}.deleted`]).toBeTruthy();
        expect(files['tests/integration/permissions.test.ts']).toContain(`'${plural}.delete': {`);
      }
      // Sorted lists stay sorted; the navigation's account entry stays last.
      const routerKeys = [...files['src/api/router.ts']!.matchAll(/^ {2}(\w+): \w+Router,$/gm)].map(
        (match) => match[1]!,
      );
      expect(routerKeys).toEqual([...routerKeys].sort((a, b) => a.localeCompare(b, 'en')));
      const last = made.at(-1)!.plural;
      expect(files['src/features/shell/navigation.ts']).toMatch(
        new RegExp(`to: '/app/${last}'.*\\n\\s*\\{ to: '/app/account'`),
      );
      for (const icon of new Set(icons))
        expect(files['src/features/shell/navigation.ts']).toMatch(new RegExp(`^\\s+${icon},$`, 'm'));
    },
  );

  it('writes nothing when an edit cannot find its place', async () => {
    const render = await plopRender(root);
    const file = path.join(root, 'tests/integration/permissions.test.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('const EXPECTATIONS', 'const RENAMED_BY_HAND'));
    const before = snapshot(root);
    const resolved = resolveFeature(root, { name: FREE[0]![0] });
    if ('refused' in resolved) throw new Error(resolved.refused);
    await expect(
      generateFeature(root, resolved.request, render, { migration: false, routeTree: false }),
    ).rejects.toThrow(/permissions\.test\.ts: cannot find const EXPECTATIONS.*nothing was written/);
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses names Folio uses, words that are not names and unknown icons, saying why', () => {
    const [word, plural] = FREE[0]!;
    const refusals = [
      [{ name: 'books' }, '"books" already exists in Folio'],
      [{ name: 'user' }, '"users" already exists in Folio'],
      [{ name: '123' }, '"123" is not a word'],
      [{ name: 'sheep' }, '"sheep" has no plural of its own'],
      [{ name: word, icon: 'no-such-icon' }, '"no-such-icon" is not a lucide icon'],
    ] as const;
    for (const [answers, why] of refusals)
      expect(resolveFeature(root, answers)).toEqual({ refused: expect.stringContaining(why) });
    expect(resolveFeature(root, { name: word, icon: 'map-pin' })).toMatchObject({
      request: { icon: 'MapPin' },
    });
    const icons = lucideIcons(root);
    expect(featureIcon(icons, featureNames('tags'))).toMatchObject({ icon: 'Tag' });
    // Usual kinds of records get a fitting icon, not lucide's namesake nor the default list.
    expect(featureIcon(icons, featureNames('authors'))).toMatchObject({ icon: 'PenLine' });
    expect(featureIcon(icons, featureNames('people'))).toMatchObject({ icon: 'Contact' });
    expect(featureIcon(icons, featureNames('quizzes'))).toMatchObject({ icon: DEFAULT_ICON });
    expect(Object.values(ICONS_BY_NAME).filter((icon) => !icons.has(icon))).toEqual([]);
    expect(icons).toContain(DEFAULT_ICON);
    const shouted = word.toUpperCase();
    expect(resolveFeature(root, { name: shouted })).toMatchObject({
      request: { names: { plural } },
      notices: [
        expect.stringContaining(`"${shouted}" is generated as "${plural}"`),
        expect.stringContaining('icon'),
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
