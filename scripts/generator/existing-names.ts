import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { callsOf, constValue, keysOf, objectIn, parse, stringOf } from './source-edits';

const withoutExtension = (file: string) => file.replace(/\..*$/, '');

function entries(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  return existsSync(full) ? readdirSync(full).map(withoutExtension) : [];
}

const source = (root: string, file: string) => parse(file, readFileSync(path.join(root, file), 'utf8'));

/** The keys of the object `const <name>` in a file. */
function keysOfConst(root: string, file: string, name: string): string[] {
  const parsed = source(root, file);
  return keysOf(objectIn(parsed, constValue(parsed, name), name));
}

/** The names the tables of schema.ts have in the database: `pgTable('<name>', …)`. */
function tableNames(root: string): string[] {
  const schema = source(root, 'src/server/db/schema.ts');
  return callsOf(schema, 'pgTable').flatMap((call) => {
    const [name] = call.arguments;
    return name && ts.isStringLiteralLike(name) ? [stringOf(name)!] : [];
  });
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
    ...tableNames(root),
    ...keysOfConst(root, 'src/lib/permissions.ts', 'statements'),
    ...keysOfConst(root, 'src/api/router.ts', 'router'),
  ]);
}
