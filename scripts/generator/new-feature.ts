import path from 'node:path';
import { parseArgs } from 'node:util';
import nodePlop from 'node-plop';
import { resolveFeature, type FeatureAnswers } from './feature-request';

// npm run new:feature -- <name> [--plural <word>] [--icon <lucide icon>]: plop's generator (plopfile.ts)
// with the options plop's own command line has no place for. ADR 0022.

const USAGE = `npm run new:feature -- <name> [--plural <word>] [--icon <lucide icon>]
  <name>     one English noun, plural or singular: authors, person
  --plural   its plural, when English's rules do not give it
  --icon     the navigation's icon, by lucide's name (https://lucide.dev/icons): pen-line`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { plural: { type: 'string' }, icon: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length > 1) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const root = process.cwd();
  const plop = await nodePlop(path.join(import.meta.dirname, 'plopfile.ts'), {
    destBasePath: root,
    force: false,
  });
  const generator = plop.getGenerator('feature');
  const name = positionals[0] ?? ((await generator.runPrompts()) as FeatureAnswers).name;
  const answers: FeatureAnswers = { name, plural: values.plural, icon: values.icon };

  const resolved = resolveFeature(root, answers);
  if ('refused' in resolved) {
    console.error(`✖ ${resolved.refused}. Nothing was written.`);
    return 1;
  }
  const { plural } = resolved.request.names;
  console.log(`Generating ${plural}…`);
  const { changes, failures } = await generator.runActions(answers);
  for (const change of changes) console.log(change.path);
  for (const failure of failures) console.error(`✖ ${failure.error ?? failure.message}`);
  if (failures.length) return 1;
  console.log(
    `✔ Done: ${plural} is ready. Next: npm run dev, then /manager/${plural} (docs/building-a-feature.md).`,
  );
  return 0;
}

process.exitCode = await main();
