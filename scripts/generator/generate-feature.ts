import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FileTransaction } from './file-transaction';
import { planFeature, type FeatureRequest, type Render } from './feature-plan';

const MIGRATIONS = 'src/server/db/migrations';
const ROUTE_TREE = 'src/routeTree.gen.ts';

/** Runs a package's command-line entry with this Node, from the project's root; fails on its failure. */
function runPackageBin(root: string, packageName: string, bin: string, args: string[]): void {
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
}

/** The TanStack Start plugin writes the routes' tree when Vite resolves its configuration (as `npm run dev` does). */
async function writeRouteTree(root: string): Promise<void> {
  // Loaded here: Vite is slow to import, and a refused name should be told at once.
  const { resolveConfig } = await import('vite');
  await resolveConfig({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' }, 'build');
}

/** The steps after the files are written, each a tool Folio already uses; tests may leave them out. */
export interface ToolSteps {
  migration: boolean;
  routeTree: boolean;
}

/**
 * Writes a new feature into the project at `root`, all or nothing: every file is computed first
 * (planFeature), then written, then drizzle-kit adds the migration and Vite the routes' tree; when any
 * step fails, every file is put back as it was. Returns what was made and changed.
 */
export async function generateFeature(
  root: string,
  request: FeatureRequest,
  render: Render,
  tools: ToolSteps = { migration: true, routeTree: true },
): Promise<string[]> {
  const plan = await planFeature(root, request, render);
  const transaction = new FileTransaction(root);
  try {
    for (const file of plan.created) transaction.create(file.path, file.content);
    for (const file of plan.changed) transaction.replace(file.path, file.content);
    if (tools.migration) {
      transaction.watch(MIGRATIONS);
      transaction.keep(`${MIGRATIONS}/meta/_journal.json`);
      runPackageBin(root, 'drizzle-kit', 'drizzle-kit', ['generate', '--name', request.names.plural]);
    }
    if (tools.routeTree) {
      transaction.keep(ROUTE_TREE);
      await writeRouteTree(root);
    }
  } catch (error) {
    const problems = transaction.rollback();
    const undone = problems.length
      ? `; these could not be undone:\n${problems.join('\n')}`
      : '; every file is back as it was';
    throw new Error(`${(error as Error).message}${undone}`, { cause: error });
  }
  return [
    ...plan.created.map((file) => `+ ${file.path}`),
    ...plan.changed.map((file) => `~ ${file.path}`),
    ...(tools.migration ? [`+ ${MIGRATIONS}/…_${request.names.plural}.sql (drizzle-kit)`] : []),
    ...(tools.routeTree ? [`~ ${ROUTE_TREE}`] : []),
  ];
}
