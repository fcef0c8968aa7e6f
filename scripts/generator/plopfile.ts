import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ActionType, NodePlopAPI } from 'node-plop';
import { existingNames } from './existing-names';
import { featureNames, whyNotAFeatureName, type FeatureNames } from './feature-name';
import { featureTexts } from './feature-texts';
import { sharedEdits } from './shared-edits';

// `npm run new:feature -- <name>`: a complete feature (table, migration, API, pages in both areas,
// navigation, texts in every language, tests) following the books feature's conventions. ADR 0022.

const LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;

/** Runs a package's command-line entry with this Node, from the project's root; fails on its failure. */
function runPackageBin(root: string, packageName: string, bin: string, args: string[]): string {
  const manifestPath = path.join(root, 'node_modules', packageName, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]!;
  const result = spawnSync(process.execPath, [path.join(path.dirname(manifestPath), entry), ...args], {
    cwd: root,
    encoding: 'utf8',
    // No prompt can wait for an answer: a schema change that needs one fails instead.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

export default function plopfile(plop: NodePlopAPI) {
  const root = plop.getDestBasePath();
  const names = (data: object | undefined) => featureNames((data as { name: string }).name);

  plop.setHelper('constantCase', (text: string) => text.toUpperCase());

  /** Edits the files outside the feature's folder; each edit fails loudly when its anchor is gone. */
  plop.setActionType('edit shared files', (data) => {
    const feature = names(data);
    const table = plop.renderString(
      readFileSync(path.join(import.meta.dirname, 'schema-table.ts.hbs'), 'utf8'),
      feature,
    );
    const edits = sharedEdits(feature, featureTexts(feature), table);
    // Every edit is computed before any file is written: a missing anchor leaves every file as it was.
    const changed = edits.map(({ path: file, edit }) => {
      const full = path.join(root, file);
      return { full, content: edit(readFileSync(full, 'utf8')) };
    });
    for (const { full, content } of changed) writeFileSync(full, content);
    return edits.map((edit) => edit.path).join(', ');
  });

  plop.setActionType('write texts', (data) => {
    const feature = names(data);
    const texts = featureTexts(feature);
    for (const language of LANGUAGES) {
      const file = path.join(root, `src/locales/${language}/${feature.plural}.json`);
      writeFileSync(file, `${JSON.stringify(texts[language]!.namespace, null, 2)}\n`, { flag: 'wx' });
    }
    return `src/locales/*/${feature.plural}.json`;
  });

  plop.setActionType('generate migration', (data) => {
    runPackageBin(root, 'drizzle-kit', 'drizzle-kit', ['generate', '--name', names(data).plural]);
    return 'src/server/db/migrations';
  });

  // The TanStack Start plugin writes the routes' tree when Vite loads its configuration.
  plop.setActionType('generate route tree', async () => {
    // Loaded here: Vite is slow to import, and a refused name should be told at once.
    const { resolveConfig } = await import('vite');
    await resolveConfig({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' }, 'build');
    return 'src/routeTree.gen.ts';
  });

  /** Prettier over what was made and edited: a long name re-wraps lines, as a developer's save would. */
  plop.setActionType('format', (data) => {
    const feature = names(data);
    const files = [
      `src/features/${feature.plural}`,
      `src/routes/app/${feature.plural}`,
      `src/routes/manager/${feature.plural}`,
      `tests/integration/${feature.plural}.test.ts`,
      `e2e/${feature.plural}.spec.ts`,
      ...sharedEdits(feature, featureTexts(feature), '').map((edit) => edit.path),
    ];
    runPackageBin(root, 'prettier', 'prettier', ['--write', '--log-level', 'warn', ...files]);
    return 'prettier --write';
  });

  plop.setGenerator('feature', {
    description: 'A new feature beside books: table, migration, API, pages, navigation, texts and tests',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'The feature’s name, one English noun (e.g. authors)',
        validate: (word: string) => whyNotAFeatureName(word, existingNames(root)) ?? true,
      },
    ],
    actions: (data) => {
      const feature: FeatureNames = names(data);
      const templates = path.join(import.meta.dirname, 'templates');
      const actions: ActionType[] = [
        {
          type: 'addMany',
          destination: root,
          base: templates,
          templateFiles: `${templates}/**/*.hbs`,
          stripExtensions: ['hbs'],
          globOptions: { dot: true },
          data: feature,
          abortOnFail: true,
        },
        { type: 'write texts', data: feature },
        { type: 'edit shared files', data: feature },
        { type: 'generate migration', data: feature },
        { type: 'generate route tree' },
        { type: 'format', data: feature },
        `Done: ${feature.plural} is ready. Next: npm run dev, then /manager/${feature.plural} (README: "Build your first feature").`,
      ];
      return actions;
    },
  });
}
