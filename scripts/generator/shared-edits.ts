import type { FeatureNames } from './feature-name';
import type { FeatureTexts } from './feature-texts';

/** One change to a file Folio already has: its path and what it becomes. */
export interface SharedEdit {
  path: string;
  edit: (content: string) => string;
}

const LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;

/** Inserts `insertion` before the first match of `anchor` (after `from`), or says which anchor it misses. */
function insertBefore(content: string, anchor: RegExp, insertion: string, from = 0): string {
  const match = anchor.exec(content.slice(from));
  if (!match) throw new Error(`cannot find ${anchor} to add to: was it changed by hand?`);
  const at = from + match.index;
  return content.slice(0, at) + insertion + content.slice(at);
}

function startOf(content: string, anchor: RegExp): number {
  const match = anchor.exec(content);
  if (!match) throw new Error(`cannot find ${anchor} to add to: was it changed by hand?`);
  return match.index + match[0].length;
}

/** Adds a one-line entry to a block of one-line entries (imports, keys) and keeps the block sorted. */
function addSorted(content: string, start: RegExp, end: RegExp, line: string): string {
  const from = startOf(content, start);
  const to = from + (end.exec(content.slice(from))?.index ?? -1);
  if (to < from) throw new Error(`cannot find ${end} to add to: was it changed by hand?`);
  const block = content.slice(from, to);
  const lines = block.split('\n').filter(Boolean);
  const sorted = [...lines, line].sort((a, b) => a.localeCompare(b, 'en'));
  const trailing = block.endsWith('\n') ? '\n' : '';
  return `${content.slice(0, from)}${sorted.join('\n')}${trailing}${content.slice(to)}`;
}

function editJson(content: string, change: (json: Record<string, Record<string, string>>) => void): string {
  const json = JSON.parse(content) as Record<string, Record<string, string>>;
  change(json);
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Every file outside the feature's own folder that learns of it (the routes' tree is regenerated). */
export function sharedEdits(
  names: FeatureNames,
  texts: Record<string, FeatureTexts>,
  table: string,
): SharedEdit[] {
  const { plural, singular, Plural, Singular } = names;
  const allActions = `['read', 'create', 'update', 'delete']`;
  return [
    { path: 'src/server/db/schema.ts', edit: (content) => `${content}${table}` },
    {
      path: 'src/api/router.ts',
      edit: (content) =>
        addSorted(
          addSorted(
            content,
            /^/,
            /\n\n/,
            `import { ${plural}Router } from '~/features/${plural}/${plural}.router';`,
          ),
          /export const router = \{\n/,
          /^\};/m,
          `  ${plural}: ${plural}Router,`,
        ),
    },
    {
      path: 'src/lib/permissions.ts',
      edit: (content) => {
        const statements = insertBefore(content, /^\} as const;/m, `  ${singular}: ${allActions},\n`);
        const admin = insertBefore(
          statements,
          /^ {2}\},\n {2}user: \{/m,
          `    ${singular}: ${allActions},\n`,
          startOf(statements, /ROLE_GRANTS = \{/),
        );
        return insertBefore(admin, /^ {2}\},\n\} as const satisfies/m, `    ${singular}: ['read'],\n`);
      },
    },
    {
      path: 'src/lib/permissions.test.ts',
      edit: (content) => {
        const from = startOf(content, /expect\(granted\.sort\(\)\)\.toEqual\(\[/);
        const to = content.indexOf(']', from);
        const granted = [...content.slice(from, to).matchAll(/'([^']+)'/g)].map((match) => match[1]!);
        const all = [...granted, `${singular}:read`].sort().map((permission) => `'${permission}'`);
        return content.slice(0, from) + all.join(', ') + content.slice(to);
      },
    },
    {
      path: 'src/server/audit.ts',
      edit: (content) =>
        insertBefore(content, /; id: string; label\?: string \| null \}/, ` | '${singular}'`),
    },
    {
      path: 'src/lib/audit-actions.ts',
      edit: (content) =>
        insertBefore(
          content,
          /^\] as const;/m,
          ['created', 'updated', 'deleted'].map((action) => `  '${singular}.${action}',\n`).join(''),
        ),
    },
    {
      path: 'src/lib/i18n-options.ts',
      edit: (content) =>
        addSorted(content, /export const NAMESPACES = \[\n/, /^\] as const/m, `  '${plural}',`),
    },
    {
      path: 'src/features/shell/navigation.ts',
      edit: (content) => {
        const icon = content.includes('  Shapes,\n')
          ? content
          : addSorted(content, /^import \{\n/, /^\} from 'lucide-react';/m, '  Shapes,');
        const app = insertBefore(
          icon,
          /^ {2}\{ to: '\/app\/account'/m,
          `  { to: '/app/${plural}', label: '${plural}', icon: Shapes },\n`,
        );
        return insertBefore(
          app,
          /^ {6}\{ to: '\/manager\/audit'/m,
          `      { to: '/manager/${plural}', label: '${plural}', icon: Shapes },\n`,
        );
      },
    },
    {
      path: 'tests/integration/permissions.test.ts',
      edit: (content) => {
        const helper = insertBefore(
          content,
          /^\/\*\* What anonymous callers, users and admins get/m,
          `/** A new ${singular} of its own for one call. */\n` +
            `async function fresh${Singular}(server: TestServer, call: number): Promise<{ id: string }> {\n` +
            `  const [row] = await server.query<{ id: string }>(\n` +
            `    'insert into "${singular}" (name) values ($1) returning id',\n` +
            `    [\`Permission target \${call}\`],\n` +
            `  );\n  return { id: row!.id };\n}\n\n`,
        );
        return insertBefore(
          helper,
          /^\};\n\ninterface RouterProcedure/m,
          `  '${plural}.list': { input: () => ({ limit: 5 }), status: SIGNED_IN },\n` +
            `  '${plural}.count': { input: () => ({ searchTerm: 'target' }), status: SIGNED_IN },\n` +
            `  '${plural}.get': { input: fresh${Singular}, status: SIGNED_IN },\n` +
            `  '${plural}.create': {\n    input: (_, call) => ({ name: \`Permission probe \${call}\` }),\n` +
            `    status: { ...ADMIN_ONLY, admin: 201 },\n  },\n` +
            `  '${plural}.update': {\n    input: async (server, call) => ({\n` +
            `      ...(await fresh${Singular}(server, call)),\n      name: \`Renamed ${Plural} probe \${call}\`,\n    }),\n` +
            `    status: ADMIN_ONLY,\n  },\n` +
            `  '${plural}.delete': { input: fresh${Singular}, status: ADMIN_ONLY },\n`,
        );
      },
    },
    ...LANGUAGES.flatMap((language): SharedEdit[] => {
      const { navigation, audit } = texts[language]!;
      return [
        {
          path: `src/locales/${language}/index.ts`,
          edit: (content) =>
            addSorted(
              content,
              /\n\n(?=export \{)/,
              /\n*$/,
              `export { default as ${plural} } from './${plural}.json';`,
            ),
        },
        {
          path: `src/locales/${language}/common.json`,
          edit: (content) =>
            editJson(content, (json) => {
              json.navigation![plural] = navigation;
            }),
        },
        {
          path: `src/locales/${language}/audit.json`,
          edit: (content) =>
            editJson(content, (json) => {
              for (const [action, text] of Object.entries(audit))
                json.actions![`${singular}.${action}`] = text;
            }),
        },
      ];
    }),
  ];
}
