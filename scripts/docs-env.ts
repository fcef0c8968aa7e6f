// npm run docs:env: writes the table of every environment variable into docs/configuration.md, between
// its two markers, from src/server/env.ts: the variables in the schema's order, each one's default (its
// `.default(…)`, or the `@default` tag of its doc comment when a transform decides it) and the doc comment
// above it. tests/docs/env-table.test.ts fails when the committed table is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

export const ENV_FILE = 'src/server/env.ts';
export const CONFIGURATION_GUIDE = 'docs/configuration.md';
export const TABLE_START =
  '<!-- env-table:start (npm run docs:env writes this table from src/server/env.ts) -->';
export const TABLE_END = '<!-- env-table:end -->';

export type EnvVariable = { name: string; defaultText: string; description: string };

/** The variables of env.ts's `z.object({…})`, in its order, with their defaults and doc comments. */
export function envVariables(source: string): EnvVariable[] {
  const file = ts.createSourceFile(ENV_FILE, source, ts.ScriptTarget.Latest, true);
  const schema = findSchemaObject(file);
  if (!schema) throw new Error(`${ENV_FILE}: no z.object({ … }) found for envSchema`);
  return schema.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name))
      throw new Error(`${ENV_FILE}: every variable is a plain "NAME: schema" property`);
    const name = property.name.text;
    const { text, defaultTag } = docComment(source, property);
    if (!text)
      throw new Error(`${ENV_FILE}: ${name} has no comment above it; describe it for docs/configuration.md`);
    return { name, defaultText: defaultTag ?? defaultOf(property.initializer), description: text };
  });
}

/** The Markdown table of the variables. */
export function envTable(variables: EnvVariable[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
  return [
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...variables.map((v) => `| \`${v.name}\` | ${cell(v.defaultText)} | ${cell(v.description)} |`),
  ].join('\n');
}

/** The guide with its table replaced by one made from `envSource`, formatted as `npm run format` would. */
export async function withEnvTable(guide: string, envSource: string): Promise<string> {
  const start = guide.indexOf(TABLE_START);
  const end = guide.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${CONFIGURATION_GUIDE}: the table's markers are missing`);
  const text = `${guide.slice(0, start + TABLE_START.length)}\n\n${envTable(envVariables(envSource))}\n\n${guide.slice(end)}`;
  const config = await resolveConfig(path.resolve(CONFIGURATION_GUIDE));
  return format(text, { ...config, filepath: CONFIGURATION_GUIDE });
}

function findSchemaObject(file: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'object' &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'z' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      found = node.arguments[0];
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The comment right above a property: its `/** … *\/` doc comment when it has one, else the `//` lines
 * directly above it. A `@default text` line in a doc comment is the documented default.
 */
function docComment(source: string, node: ts.Node): { text: string; defaultTag?: string } {
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  const last = ranges.at(-1);
  if (!last) return { text: '' };
  if (last.kind === ts.SyntaxKind.MultiLineCommentTrivia) {
    const lines = source
      .slice(last.pos + 2, last.end - 2)
      .replace(/^\*/, '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*? ?/, '').trimEnd());
    const defaultLine = lines.findIndex((line) => line.startsWith('@default '));
    const defaultTag = defaultLine >= 0 ? lines[defaultLine]!.slice('@default '.length).trim() : undefined;
    const text = lines
      .filter((_, index) => index !== defaultLine)
      .join('\n')
      .trim();
    return { text, defaultTag };
  }
  // `//` lines: take the run of them that ends right above the property.
  const run: ts.CommentRange[] = [];
  for (let index = ranges.length - 1; index >= 0; index -= 1) {
    const range = ranges[index]!;
    if (range.kind !== ts.SyntaxKind.SingleLineCommentTrivia) break;
    const next = run[0];
    if (next && source.slice(range.end, next.pos).split('\n').length > 2) break;
    run.unshift(range);
  }
  const text = run
    .map((range) => source.slice(range.pos + 2, range.end).trim())
    .join(' ')
    .trim();
  return { text };
}

/** `.default(x)` in a property's chain as the table shows it; "unset" when there is none. */
function defaultOf(expression: ts.Expression): string {
  let node: ts.Node = expression;
  while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    if (node.expression.name.text === 'default' && node.arguments[0]) {
      const argument = node.arguments[0];
      if (ts.isStringLiteral(argument)) return `\`${argument.text}\``;
      if (ts.isNumericLiteral(argument)) return `\`${argument.text}\``;
      return `\`${argument.getText().replace(/_/g, '')}\``;
    }
    node = node.expression.expression;
  }
  return 'unset';
}

async function main() {
  const [guide, envSource] = await Promise.all([
    readFile(CONFIGURATION_GUIDE, 'utf8'),
    readFile(ENV_FILE, 'utf8'),
  ]);
  const next = await withEnvTable(guide, envSource);
  if (next === guide) console.log(`${CONFIGURATION_GUIDE}: the table is up to date.`);
  else {
    await writeFile(CONFIGURATION_GUIDE, next);
    console.log(`${CONFIGURATION_GUIDE}: wrote the table of ${envVariables(envSource).length} variables.`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
