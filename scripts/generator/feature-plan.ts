import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { FeatureNames } from './feature-name';
import { featureTexts } from './feature-texts';
import { sharedEdits } from './shared-edits';

const LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
const TEMPLATES = path.join(import.meta.dirname, 'templates');
const TABLE_TEMPLATE = path.join(import.meta.dirname, 'schema-table.ts.hbs');

/** Renders a Handlebars template with a feature's names (plop's renderString, with Folio's helpers). */
export type Render = (template: string, data: object) => string;

export interface PlannedFile {
  path: string;
  content: string;
}

/** Every file a new feature adds and every file it changes, as they will be: nothing is written yet. */
export interface FeaturePlan {
  created: PlannedFile[];
  changed: PlannedFile[];
}

export interface FeatureRequest {
  names: FeatureNames;
  /** lucide-react's component name for the navigation. */
  icon: string;
}

function templateFiles(folder = ''): string[] {
  return readdirSync(path.join(TEMPLATES, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    return entry.isDirectory() ? templateFiles(relative) : relative.endsWith('.hbs') ? [relative] : [];
  });
}

/** Formats a file's content as Prettier would on save, with the project's configuration. */
async function formatted(root: string, file: PlannedFile): Promise<PlannedFile> {
  const filepath = path.join(root, file.path);
  const options = (await resolveConfig(filepath)) ?? {};
  return { path: file.path, content: await format(file.content, { ...options, filepath }) };
}

/**
 * What `npm run new:feature` will write in the project at `root`, computed in full first: a template,
 * an edit that misses its anchor or a file that exists fails here, before anything is written.
 */
export async function planFeature(
  root: string,
  { names, icon }: FeatureRequest,
  render: Render,
): Promise<FeaturePlan> {
  const data = { ...names, icon };
  const texts = featureTexts(names);
  const created: PlannedFile[] = [
    ...templateFiles().map((template) => ({
      path: render(template.replace(/\.hbs$/, ''), data)
        .split(path.sep)
        .join('/'),
      content: render(readFileSync(path.join(TEMPLATES, template), 'utf8'), data),
    })),
    ...LANGUAGES.map((language) => ({
      path: `src/locales/${language}/${names.plural}.json`,
      content: `${JSON.stringify(texts[language]!.namespace, null, 2)}\n`,
    })),
  ];
  const existing = created.filter((file) => existsSync(path.join(root, file.path)));
  if (existing.length)
    throw new Error(`${existing.map((file) => file.path).join(', ')} already exist: nothing was written`);
  const table = render(readFileSync(TABLE_TEMPLATE, 'utf8'), data);
  const changed = sharedEdits(names, texts, table, icon).map(({ path: file, edit }) => {
    try {
      return { path: file, content: edit(readFileSync(path.join(root, file), 'utf8')) };
    } catch (error) {
      throw new Error(`${(error as Error).message} (nothing was written)`, { cause: error });
    }
  });
  return {
    created: await Promise.all(created.map((file) => formatted(root, file))),
    changed: await Promise.all(changed.map((file) => formatted(root, file))),
  };
}
