import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const withoutExtension = (file: string) => file.replace(/\..*$/, '');

function entries(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  return existsSync(full) ? readdirSync(full).map(withoutExtension) : [];
}

function matches(root: string, file: string, pattern: RegExp): string[] {
  return [...readFileSync(path.join(root, file), 'utf8').matchAll(pattern)].map((match) => match[1]!);
}

/**
 * Every name Folio already uses in the project at `root`: features, routes, text namespaces, tests,
 * tables, permission resources and API routers. A new feature may not take any of them.
 */
export function existingNames(root: string): Set<string> {
  return new Set([
    ...entries(root, 'src/features'),
    ...entries(root, 'src/routes'),
    ...entries(root, 'src/routes/app'),
    ...entries(root, 'src/routes/manager'),
    ...entries(root, 'src/locales/en'),
    ...entries(root, 'tests/integration'),
    ...entries(root, 'e2e'),
    ...matches(root, 'src/server/db/schema.ts', /pgTable\(\s*'(\w+)'/g),
    ...matches(root, 'src/lib/permissions.ts', /^ {2}(\w+): \[/gm),
    ...matches(root, 'src/api/router.ts', /^ {2}(\w+): \w+,$/gm),
  ]);
}
