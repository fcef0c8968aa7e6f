import type ts from 'typescript';
import type { FeatureNames } from './feature-name';
import type { FeatureTexts } from './feature-texts';
import {
  addElement,
  addImport,
  addNamedImport,
  addProperty,
  addReExport,
  addStatementBefore,
  arrayIn,
  callsOf,
  constValue,
  MissingAnchor,
  objectIn,
  parse,
  propertyValue,
  stringOf,
  type Source,
} from './source-edits';

/** One change to a file Folio already has: its path and what it becomes. */
export interface SharedEdit {
  path: string;
  edit: (content: string) => string;
}

const LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
const ALL_ACTIONS = `['read', 'create', 'update', 'delete']`;

/** A TypeScript edit made of steps, each on the file as the step before left it (parsed again). */
function typescript(path: string, ...steps: ((source: Source) => string)[]): SharedEdit {
  return { path, edit: (content) => steps.reduce((text, step) => step(parse(path, text)), content) };
}

function json(path: string, change: (json: Record<string, Record<string, string>>) => void): SharedEdit {
  return {
    path,
    edit: (content) => {
      const parsed = JSON.parse(content) as Record<string, Record<string, string>>;
      change(parsed);
      return `${JSON.stringify(parsed, null, 2)}\n`;
    },
  };
}

/** The object `const <name>`'s key `<key>` holds, e.g. ROLE_GRANTS.admin. */
const objectAt = (source: Source, name: string, ...keys: string[]) =>
  keys.reduce(
    (object, key) => objectIn(source, propertyValue(source, object, key), `${name}.${key}`),
    objectIn(source, constValue(source, name), name),
  );

/** The navigation entry `{ to: <path>, … }` among an array's elements. */
const linksTo = (path: string) => (element: ts.Expression) => stringOf(element, 'to') === path;

/** Every file outside the feature's own folder that learns of it (the routes' tree is regenerated). */
export function sharedEdits(
  names: FeatureNames,
  texts: Record<string, FeatureTexts>,
  table: string,
  icon: string,
): SharedEdit[] {
  const { plural, singular, Plural, Singular } = names;
  return [
    { path: 'src/server/db/schema.ts', edit: (content) => `${content.trimEnd()}\n\n${table.trim()}\n` },
    typescript(
      'src/api/router.ts',
      (source) =>
        addImport(
          source,
          `~/features/${plural}/${plural}.router`,
          `import { ${plural}Router } from '~/features/${plural}/${plural}.router';`,
        ),
      (source) => addProperty(source, objectAt(source, 'router'), plural, `${plural}: ${plural}Router`),
    ),
    typescript(
      'src/lib/permissions.ts',
      (source) =>
        addProperty(source, objectAt(source, 'statements'), singular, `${singular}: ${ALL_ACTIONS}`),
      (source) =>
        addProperty(
          source,
          objectAt(source, 'ROLE_GRANTS', 'admin'),
          singular,
          `${singular}: ${ALL_ACTIONS}`,
        ),
      (source) =>
        addProperty(source, objectAt(source, 'ROLE_GRANTS', 'user'), singular, `${singular}: ['read']`),
    ),
    typescript('src/lib/permissions.test.ts', (source) => {
      const [call] = callsOf(source, 'expect(granted.sort()).toEqual');
      if (!call?.arguments[0]) throw new MissingAnchor(source.file, 'expect(granted.sort()).toEqual([…])');
      const granted = arrayIn(source, call.arguments[0], 'of what a user is granted');
      return addElement(source, granted, `'${singular}:read'`, { sortAs: `${singular}:read` });
    }),
    typescript('src/lib/audit-actions.ts', (source) =>
      addElement(
        source,
        arrayIn(source, constValue(source, 'AUDIT_ACTIONS'), 'AUDIT_ACTIONS'),
        ['created', 'updated', 'deleted'].map((action) => `'${singular}.${action}'`).join(', '),
      ),
    ),
    typescript('src/lib/i18n-options.ts', (source) =>
      addElement(source, arrayIn(source, constValue(source, 'NAMESPACES'), 'NAMESPACES'), `'${plural}'`, {
        sortAs: plural,
      }),
    ),
    typescript(
      'src/features/shell/navigation.ts',
      (source) => addNamedImport(source, 'lucide-react', icon),
      (source) =>
        addElement(
          source,
          arrayIn(source, constValue(source, 'APP_NAVIGATION'), 'APP_NAVIGATION'),
          `{ to: '/app/${plural}', label: '${plural}', icon: ${icon} }`,
          { before: linksTo('/app/account') },
        ),
      (source) => {
        const groups = arrayIn(source, constValue(source, 'MANAGER_NAVIGATION'), 'MANAGER_NAVIGATION');
        // A new kind of record joins the books in the catalogue group, after them.
        const catalogue = groups.elements.find((group) => stringOf(group, 'label') === 'catalogue');
        if (!catalogue) throw new MissingAnchor(source.file, "MANAGER_NAVIGATION's group 'catalogue'");
        const items = propertyValue(source, objectIn(source, catalogue, 'catalogue'), 'items');
        return addElement(
          source,
          arrayIn(source, items, "of the group 'catalogue'"),
          `{ to: '/manager/${plural}', label: '${plural}', icon: ${icon} }`,
        );
      },
    ),
    typescript(
      'tests/integration/permissions.test.ts',
      (source) =>
        addStatementBefore(
          source,
          'EXPECTATIONS',
          `/** A new ${singular} of its own for one call. */\n` +
            `async function fresh${Singular}(server: TestServer, call: number): Promise<{ id: string }> {\n` +
            `  const [row] = await server.query<{ id: string }>(\n` +
            `    'insert into "${singular}" (name) values ($1) returning id',\n` +
            `    [\`Permission target \${call}\`],\n` +
            `  );\n  return { id: row!.id };\n}`,
        ),
      ...[
        [`list`, `{ input: () => ({ limit: 5 }), status: SIGNED_IN }`],
        [`count`, `{ input: () => ({ searchTerm: 'target' }), status: SIGNED_IN }`],
        [`get`, `{ input: fresh${Singular}, status: SIGNED_IN }`],
        [
          `create`,
          `{ input: (_, call) => ({ name: \`Permission probe \${call}\` }), status: { ...ADMIN_ONLY, admin: 201 } }`,
        ],
        [
          `update`,
          `{ input: async (server, call) => ({ ...(await fresh${Singular}(server, call)), name: \`Renamed ${Plural} probe \${call}\` }), status: ADMIN_ONLY }`,
        ],
        [`delete`, `{ input: fresh${Singular}, status: ADMIN_ONLY }`],
      ].map(
        ([procedure, expectation]) =>
          (source: Source) =>
            // Last, after every procedure Folio had.
            addProperty(
              source,
              objectAt(source, 'EXPECTATIONS'),
              `${plural}.${procedure}`,
              `'${plural}.${procedure}': ${expectation}`,
              () => false,
            ),
      ),
    ),
    ...LANGUAGES.flatMap((language): SharedEdit[] => {
      const { navigation, audit } = texts[language]!;
      return [
        typescript(`src/locales/${language}/index.ts`, (source) =>
          addReExport(source, `./${plural}.json`, `export { default as ${plural} } from './${plural}.json';`),
        ),
        json(`src/locales/${language}/common.json`, (content) => {
          content.navigation![plural] = navigation;
        }),
        json(`src/locales/${language}/audit.json`, (content) => {
          for (const [action, text] of Object.entries(audit))
            content.actions![`${singular}.${action}`] = text;
        }),
      ];
    }),
  ];
}
