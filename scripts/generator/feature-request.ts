import { existingNames } from './existing-names';
import { featureIcon, lucideIcons } from './feature-icon';
import { featureNames, renamedNotice, whyNotAFeatureName } from './feature-name';
import type { FeatureRequest } from './feature-plan';

/** What `npm run new:feature` is given: a name, and optionally the plural and the icon. */
export interface FeatureAnswers {
  name: string;
  plural?: string;
  icon?: string;
}

/**
 * The feature to generate in the project at `root`, with what to tell the person about the names and
 * the icon chosen; or why it cannot be generated. Nothing is written here.
 */
export function resolveFeature(
  root: string,
  { name, plural, icon }: FeatureAnswers,
): { request: FeatureRequest; notices: string[] } | { refused: string } {
  const refused = whyNotAFeatureName(name, existingNames(root), plural);
  if (refused) return { refused };
  const names = featureNames(name, plural);
  const chosen = featureIcon(lucideIcons(root), names, icon);
  if ('refused' in chosen) return chosen;
  const renamed = renamedNotice(name, names);
  return {
    request: { names, icon: chosen.icon },
    notices: [...(renamed ? [renamed] : []), `Navigation icon: ${chosen.icon} (${chosen.reason}).`],
  };
}
