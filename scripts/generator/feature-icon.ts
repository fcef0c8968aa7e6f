import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FeatureNames } from './feature-name';

/** The icon a list of records gets when neither ICONS_BY_NAME nor lucide has one for the feature. */
export const DEFAULT_ICON = 'LayoutList';

/**
 * Icons for kinds of records features are often made for, by singular name, where lucide has no icon
 * of that name or one that would read oddly in a navigation (an author is a pen, not a person).
 */
export const ICONS_BY_NAME: Readonly<Record<string, string>> = {
  address: 'MapPinHouse',
  article: 'Newspaper',
  author: 'PenLine',
  category: 'Shapes',
  city: 'Landmark',
  client: 'Handshake',
  collection: 'Library',
  course: 'GraduationCap',
  customer: 'Handshake',
  document: 'FileText',
  editor: 'SquarePen',
  employee: 'IdCard',
  event: 'CalendarDays',
  invoice: 'Receipt',
  location: 'MapPin',
  member: 'IdCard',
  note: 'StickyNote',
  order: 'ShoppingCart',
  payment: 'CreditCard',
  person: 'Contact',
  place: 'MapPin',
  post: 'Newspaper',
  product: 'Package',
  project: 'FolderKanban',
  publisher: 'Printer',
  recipe: 'CookingPot',
  review: 'Star',
  reviewer: 'MessageSquareText',
  student: 'GraduationCap',
  supplier: 'Truck',
  task: 'SquareCheckBig',
  team: 'UsersRound',
  vendor: 'Store',
  venue: 'MapPin',
};

/** `pen-line`, `penLine` or `PenLine` → `PenLine`: lucide's component name. */
const componentName = (name: string) =>
  name.replace(/(^|[-_\s]+)([a-z0-9])/gi, (_, _separator: string, letter: string) => letter.toUpperCase());

/** Every icon component lucide-react exports (without its `…Icon` and `Lucide…` aliases). */
export function lucideIcons(root: string): Set<string> {
  const entry = path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');
  const names = [...readFileSync(entry, 'utf8').matchAll(/default as (\w+)/g)].map((match) => match[1]!);
  return new Set(names.filter((name) => !/^Lucide|Icon$/.test(name)));
}

export interface FeatureIcon {
  icon: string;
  /** Why this icon, for the generator's report. */
  reason: string;
}

/**
 * The navigation icon of a new feature: the one asked for (`--icon`), else ICONS_BY_NAME's (`author` →
 * PenLine), else lucide's icon named after the feature (`tag`, `building`), else DEFAULT_ICON. Undefined
 * icon names are refused.
 */
export function featureIcon(
  icons: ReadonlySet<string>,
  { singular, plural }: FeatureNames,
  asked?: string,
): FeatureIcon | { refused: string } {
  if (asked !== undefined) {
    const icon = componentName(asked);
    return icons.has(icon)
      ? { icon, reason: `--icon ${asked}` }
      : {
          refused: `"${asked}" is not a lucide icon: pick one at https://lucide.dev/icons, e.g. --icon pen-line`,
        };
  }
  const usual = Object.hasOwn(ICONS_BY_NAME, singular) ? ICONS_BY_NAME[singular] : undefined;
  if (usual && icons.has(usual))
    return { icon: usual, reason: `the usual icon for "${singular}"; choose another with --icon <name>` };
  const named = [singular, plural].map(componentName).find((name) => icons.has(name));
  if (named) return { icon: named, reason: `lucide's icon named "${named}"` };
  return {
    icon: DEFAULT_ICON,
    reason: `lucide has no icon named "${singular}": ${DEFAULT_ICON}, a list; choose another with --icon <name> (https://lucide.dev/icons)`,
  };
}
