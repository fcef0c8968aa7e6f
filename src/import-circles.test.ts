import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Imports point down (routes → features → server / components → lib): two modules that import each
// other, directly or around a longer loop, have no "down". Every import counts — `import type`,
// `export … from` and `import()` too — since each says that one module is written in terms of the other.

const EXTENSIONS = ['.ts', '.tsx'];

/**
 * Imports left out, as "from → to" relative to the root. TanStack Start writes into the generated
 * route tree the `Register` declaration that gives the router's types to the whole app, with type
 * imports of the router and the start instance that build on that very tree: a circle of its design,
 * regenerated at every build, that no hand can remove.
 */
const GENERATED_IMPORTS = ['src/routeTree.gen.ts → src/router.tsx', 'src/routeTree.gen.ts → src/start.ts'];

/** The TypeScript files under `dir`, as absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => EXTENSIONS.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(dir, file));
}

/** tsconfig.json's `paths` as prefixes and the folders they stand for: { "~/": "<root>/src/" }. */
function aliases(root: string): Record<string, string> {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(config.compilerOptions?.paths ?? {}).map(([pattern, [target]]) => [
      pattern.replace(/\*$/, ''),
      path.join(root, target!.replace(/\*$/, '')),
    ]),
  );
}

/** The TypeScript file a specifier names, or undefined (a package, a stylesheet, an asset). */
function resolve(specifier: string, from: string, alias: Record<string, string>): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  const prefix = Object.keys(alias).find((candidate) => bare.startsWith(candidate));
  const base = prefix
    ? path.join(alias[prefix]!, bare.slice(prefix.length))
    : bare.startsWith('.')
      ? path.resolve(path.dirname(from), bare)
      : undefined;
  if (!base) return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.flatMap((extension) => [base + extension, path.join(base, `index${extension}`)]),
  ];
  return candidates.find(
    (candidate) => EXTENSIONS.some((extension) => candidate.endsWith(extension)) && existsSync(candidate),
  );
}

/** Each file's imports of other files under `dir`, but GENERATED_IMPORTS. */
function importGraph(dir: string, root: string): Map<string, string[]> {
  const alias = aliases(root);
  const generated = (from: string, to: string) =>
    GENERATED_IMPORTS.includes(`${path.relative(root, from)} → ${path.relative(root, to)}`);
  return new Map(
    sourceFiles(dir).map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolve(fileName, file, alias))
        .filter((target): target is string => target !== undefined && target.startsWith(dir + path.sep))
        .filter((target) => !generated(file, target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * Every import circle of the graph, one per group of modules that reach each other (Tarjan's strongly
 * connected components), as one loop through it: "a.ts → b.ts → a.ts", paths relative to `root`.
 */
function circles(graph: Map<string, string[]>, root: string): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    lowest.set(file, counter++);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (stack.includes(next)) lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) =>
    loopThrough(group, graph)
      .map((file) => path.relative(root, file))
      .join(' → '),
  );
}

/** A loop from the group's first file (by name) back to it, through files of the group only. */
function loopThrough(group: string[], graph: Map<string, string[]>): string[] {
  const start = [...group].sort()[0]!;
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | undefined => {
    for (const next of graph.get(file) ?? []) {
      if (next === start) return [...trail, start];
      if (!group.includes(next) || seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start])!;
}

describe('imports in src/', () => {
  it('form no circle, type-only imports included', () => {
    const root = process.cwd();
    expect(circles(importGraph(path.join(root, 'src'), root), root)).toEqual([]);
  });

  it('names a circle closed by an `import type` through the ~/ alias, and one through an import()', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folio-circles-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '~/*': ['./src/*'] } } }));
      write('src/metrics.ts', "import type { Stats } from './registry';\nexport const on = true;\n");
      write('src/registry.ts', "import { on } from '~/metrics';\nexport interface Stats { on: typeof on }\n");
      write('src/start/index.ts', "export const start = () => import('../sdk');\n");
      write('src/sdk.tsx', "import type { start } from './start';\nexport type Start = typeof start;\n");
      write(
        'src/lib.ts',
        "import { on } from './metrics';\nimport './styles.css';\nexport const lib = on;\n",
      );
      expect(circles(importGraph(path.join(root, 'src'), root), root)).toEqual([
        'src/metrics.ts → src/registry.ts → src/metrics.ts',
        'src/sdk.tsx → src/start/index.ts → src/sdk.tsx',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
