import ts from 'typescript';

// Edits of TypeScript source that find their place by its structure (a declaration, an object's key,
// an array's element), never by its formatting: Prettier may re-wrap any of it between two runs.
// Each edit takes the file's text and returns the new text; the caller formats the result.

/** An edit that cannot find the structure it adds to: names the file and what it looked for. */
export class MissingAnchor extends Error {
  constructor(file: string, what: string) {
    super(`${file}: cannot find ${what} to add to; was it changed by hand?`);
    this.name = 'MissingAnchor';
  }
}

/** A parsed file, with what an edit needs to find its place and to say which one it missed. */
export interface Source {
  file: string;
  text: string;
  tree: ts.SourceFile;
}

export function parse(file: string, text: string): Source {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { file, text, tree: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind) };
}

/** The syntax errors of a file (none for a file an edit left well-formed). */
export function syntaxErrors({ tree }: Source): string[] {
  const { parseDiagnostics } = tree as ts.SourceFile & { parseDiagnostics: ts.Diagnostic[] };
  return parseDiagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

function splice(text: string, at: number, insertion: string): string {
  return text.slice(0, at) + insertion + text.slice(at);
}

/** `x as const`, `x satisfies T`, `(x)`: the expression inside. */
function unwrapped(expression: ts.Expression): ts.Expression {
  if (
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  )
    return unwrapped(expression.expression);
  return expression;
}

/** The value of a top-level `const <name> = …` (through `as const` and `satisfies`). */
export function constValue(source: Source, name: string): ts.Expression {
  for (const statement of source.tree.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
        return unwrapped(declaration.initializer);
  }
  throw new MissingAnchor(source.file, `const ${name}`);
}

/** The statement that declares `const <name>`, for an insertion before it (with its doc comment). */
function constStatement(source: Source, name: string): ts.VariableStatement {
  const found = source.tree.statements.find(
    (statement): statement is ts.VariableStatement =>
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.some(
        (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
      ),
  );
  if (!found) throw new MissingAnchor(source.file, `const ${name}`);
  return found;
}

export function objectIn(
  source: Source,
  expression: ts.Expression,
  what: string,
): ts.ObjectLiteralExpression {
  const value = unwrapped(expression);
  if (!ts.isObjectLiteralExpression(value)) throw new MissingAnchor(source.file, `the object ${what}`);
  return value;
}

export function arrayIn(source: Source, expression: ts.Expression, what: string): ts.ArrayLiteralExpression {
  const value = unwrapped(expression);
  if (!ts.isArrayLiteralExpression(value)) throw new MissingAnchor(source.file, `the array ${what}`);
  return value;
}

/** A key's name: `name:`, `'name':` or `"name":`. */
function keyOf(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** The value of `key` in an object literal. */
export function propertyValue(
  source: Source,
  object: ts.ObjectLiteralExpression,
  key: string,
): ts.Expression {
  const property = object.properties.find((candidate) => keyOf(candidate) === key);
  if (!property || !ts.isPropertyAssignment(property)) throw new MissingAnchor(source.file, `the key ${key}`);
  return unwrapped(property.initializer);
}

/** The keys of an object literal, in order. */
export function keysOf(object: ts.ObjectLiteralExpression): string[] {
  return object.properties.flatMap((property) => keyOf(property) ?? []);
}

/** A string literal's value, or a literal object's string value of `key`. */
export function stringOf(node: ts.Node, key?: string): string | undefined {
  if (key === undefined) return ts.isStringLiteralLike(node) ? node.text : undefined;
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const property = node.properties.find((candidate) => keyOf(candidate) === key);
  return property && ts.isPropertyAssignment(property) ? stringOf(property.initializer) : undefined;
}

/**
 * Where a new entry goes in a list whose entries are named `names`: in order when the list is sorted,
 * else before the first entry `before` accepts, else last.
 */
function placeIn(names: (string | undefined)[], name: string, before?: (index: number) => boolean): number {
  const known = names.filter((entry): entry is string => entry !== undefined);
  const sorted = known.every(
    (entry, index) => index === 0 || known[index - 1]!.localeCompare(entry, 'en') <= 0,
  );
  if (!before && sorted && known.length === names.length) {
    const at = names.findIndex((entry) => entry!.localeCompare(name, 'en') > 0);
    return at === -1 ? names.length : at;
  }
  const at = before ? names.findIndex((_, index) => before(index)) : -1;
  return at === -1 ? names.length : at;
}

/**
 * Inserts `entry` into a comma-separated list (an array's elements, an object's properties, an
 * import's names) at `index`. After the entry before it, so that a comment above the next one stays there.
 */
function insertAt(text: string, list: ts.NodeArray<ts.Node>, index: number, entry: string): string {
  if (index === 0) {
    const first = list[0];
    return first ? splice(text, first.getStart(), `${entry}, `) : splice(text, list.pos, entry);
  }
  return splice(text, list[index - 1]!.end, `, ${entry}`);
}

/** Adds a key to an object literal: in order when its keys are sorted, else before `before`'s match, else last. */
export function addProperty(
  source: Source,
  object: ts.ObjectLiteralExpression,
  key: string,
  entry: string,
  before?: (property: ts.ObjectLiteralElementLike) => boolean,
): string {
  const names = object.properties.map(keyOf);
  const at = placeIn(names, key, before && ((index) => before(object.properties[index]!)));
  return insertAt(source.text, object.properties, at, entry);
}

/** Adds an element to an array literal: sorted among string elements if they are, else before `before`'s match, else last. */
export function addElement(
  source: Source,
  array: ts.ArrayLiteralExpression,
  entry: string,
  options: { sortAs?: string; before?: (element: ts.Expression) => boolean } = {},
): string {
  const { sortAs, before } = options;
  if (sortAs !== undefined && !before) {
    const names = array.elements.map((element) => stringOf(element));
    return insertAt(source.text, array.elements, placeIn(names, sortAs), entry);
  }
  const at = placeIn(
    array.elements.map(() => undefined),
    '',
    (index) => before?.(array.elements[index]!) ?? false,
  );
  return insertAt(source.text, array.elements, at, entry);
}

/** Adds an import declaration, in order of the module names when the imports are sorted, else after the last. */
export function addImport(source: Source, moduleName: string, declaration: string): string {
  const imports = source.tree.statements.filter(ts.isImportDeclaration);
  const modules = imports.map((statement) => stringOf(statement.moduleSpecifier));
  const at = placeIn(modules, moduleName);
  if (at < imports.length) return splice(source.text, imports[at]!.getStart(), `${declaration}\n`);
  const last = imports.at(-1);
  return last ? splice(source.text, last.end, `\n${declaration}`) : `${declaration}\n${source.text}`;
}

/** Adds `name` to `import { … } from '<moduleName>'` (sorted), or the whole import when there is none. */
export function addNamedImport(source: Source, moduleName: string, name: string): string {
  const declaration = source.tree.statements
    .filter(ts.isImportDeclaration)
    .find(
      (statement) =>
        stringOf(statement.moduleSpecifier) === moduleName && !statement.importClause?.isTypeOnly,
    );
  const bindings = declaration?.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings))
    return addImport(source, moduleName, `import { ${name} } from '${moduleName}';`);
  const names = bindings.elements.map((element) => element.name.text);
  if (names.includes(name)) return source.text;
  return insertAt(source.text, bindings.elements, placeIn(names, name), name);
}

/** Adds an `export … from` line among the file's re-exports, in order of their module names when sorted. */
export function addReExport(source: Source, moduleName: string, declaration: string): string {
  const exports = source.tree.statements.filter(
    (statement): statement is ts.ExportDeclaration =>
      ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined,
  );
  const at = placeIn(
    exports.map((statement) => stringOf(statement.moduleSpecifier!)),
    moduleName,
  );
  if (at < exports.length) return splice(source.text, exports[at]!.getStart(), `${declaration}\n`);
  const last = exports.at(-1);
  if (!last) throw new MissingAnchor(source.file, 'an `export … from` line');
  return splice(source.text, last.end, `\n${declaration}`);
}

/** Inserts a statement (with its comment) before `const <name>`'s declaration and its doc comment. */
export function addStatementBefore(source: Source, name: string, statement: string): string {
  return splice(source.text, constStatement(source, name).getStart(source.tree, true), `${statement}\n\n`);
}

/** The type of `<interfaceName>.<path…>`, e.g. AuditEntry's `target`, then its `type`. */
function memberType(source: Source, interfaceName: string, path: string[]): ts.TypeNode {
  const declaration = source.tree.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) throw new MissingAnchor(source.file, `interface ${interfaceName}`);
  let members: ts.NodeArray<ts.TypeElement> = declaration.members;
  let type: ts.TypeNode | undefined;
  for (const name of path) {
    const member = members.find(
      (candidate): candidate is ts.PropertySignature =>
        ts.isPropertySignature(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
    );
    type = member?.type;
    if (!type) throw new MissingAnchor(source.file, `${interfaceName}.${path.join('.')}`);
    if (ts.isTypeLiteralNode(type)) members = type.members;
  }
  return type!;
}

/** Adds a string literal type to a union of them (`'user' | 'book'`) at `<interfaceName>.<path…>`. */
export function addUnionMember(
  source: Source,
  interfaceName: string,
  path: string[],
  literal: string,
): string {
  const type = memberType(source, interfaceName, path);
  const members = ts.isUnionTypeNode(type) ? type.types : [type];
  const last = members.at(-1)!;
  if (!ts.isLiteralTypeNode(last))
    throw new MissingAnchor(source.file, `a union of strings at ${path.join('.')}`);
  return splice(source.text, last.end, ` | '${literal}'`);
}

/** Every call `<callee>(…)` in the file whose callee's text is `callee` (e.g. `expect(granted.sort()).toEqual`). */
export function callsOf(source: Source, callee: string): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source.tree).replace(/\s/g, '') === callee)
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source.tree);
  return found;
}
