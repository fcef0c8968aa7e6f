import type { NodePlopAPI } from 'node-plop';
import { existingNames } from './existing-names';
import { whyNotAFeatureName } from './feature-name';
import { resolveFeature, type FeatureAnswers } from './feature-request';
import { generateFeature } from './generate-feature';

// `npm run new:feature -- <name> [--plural <word>] [--icon <lucide icon>]` (new-feature.ts): a complete
// feature (table, migration, API, pages in both areas, navigation, texts in every language, tests)
// following the books feature's conventions, written all or nothing. ADR 0022.

export default function plopfile(plop: NodePlopAPI) {
  const root = plop.getDestBasePath();

  plop.setHelper('constantCase', (text: string) => text.toUpperCase());

  plop.setActionType('feature', async (answers) => {
    const resolved = resolveFeature(root, answers as FeatureAnswers);
    if ('refused' in resolved) throw new Error(resolved.refused);
    const written = await generateFeature(root, resolved.request, (template, data) =>
      plop.renderString(template, data),
    );
    return [...resolved.notices, ...written].join('\n');
  });

  plop.setGenerator('feature', {
    description: 'A new feature beside books: table, migration, API, pages, navigation, texts and tests',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'The feature’s name, one English noun (e.g. authors)',
        validate: (word: string) => whyNotAFeatureName(word, existingNames(root)) ?? true,
      },
    ],
    actions: [{ type: 'feature' }],
  });
}
