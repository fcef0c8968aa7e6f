/** The names a feature goes by, all derived from the one word given to `npm run new:feature`. */
export interface FeatureNames {
  /** The folder, routes, API path and texts' namespace: `authors`. */
  plural: string;
  /** The table, the permission resource and the audit actions: `author`. */
  singular: string;
  /** `Authors`, `Author`: component and type names, and the English texts. */
  Plural: string;
  Singular: string;
  /** `an author`, `a user`: the singular with its article, for English texts. */
  aSingular: string;
  ASingular: string;
}

// Words that cannot name a variable, and Folio's own path segments.
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false ' +
    'finally for function if implements import in instanceof interface let new null package private ' +
    'protected public return static super switch this throw true try typeof var void while with yield ' +
    'app apps manager api login index update'
  ).split(' '),
);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `author` → `authors`, `category` → `categories`, `box` → `boxes`. */
export function pluralOf(singular: string): string {
  if (/[^aeiou]y$/.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/** `authors` → `author`, `categories` → `category`, `boxes` → `box`; undefined for a singular word. */
function singularOf(word: string): string | undefined {
  if (!word.endsWith('s') || /(ss|us|is)$/.test(word)) return undefined;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** "an" before a vowel's sound: `an author`, `an update`, but `a user`, `a unit` (a "you" sound). */
function articleOf(word: string): 'a' | 'an' {
  return /^[aeio]|^u(?![bcdfghjklmnpqrstvwxz][aeiou])/.test(word) ? 'an' : 'a';
}

/** The names of a feature given as its plural (`authors`) or its singular (`author`). */
export function featureNames(word: string): FeatureNames {
  const lower = word.toLowerCase();
  const singular = singularOf(lower) ?? lower;
  const plural = singularOf(lower) ? lower : pluralOf(lower);
  const aSingular = `${articleOf(singular)} ${singular}`;
  return {
    plural,
    singular,
    Plural: capitalized(plural),
    Singular: capitalized(singular),
    aSingular,
    ASingular: capitalized(aSingular),
  };
}

/**
 * Why a word cannot name a new feature, or undefined when it can. `taken` holds every name Folio
 * already uses (features, routes, tables, permission resources, text namespaces, API routers).
 */
export function whyNotAFeatureName(word: string, taken: ReadonlySet<string>): string | undefined {
  if (!/^[A-Za-z]{3,30}$/.test(word))
    return `"${word}" is not a word: give one English noun of 3 to 30 letters a–z, e.g. authors`;
  const { plural, singular } = featureNames(word);
  const clash = [plural, singular].find((name) => taken.has(name));
  if (clash) return `"${clash}" already exists in Folio: choose another name`;
  const reserved = [plural, singular].find((name) => RESERVED.has(name));
  if (reserved)
    return `"${reserved}" is a reserved word in TypeScript or in Folio's URLs: choose another name`;
  return undefined;
}
