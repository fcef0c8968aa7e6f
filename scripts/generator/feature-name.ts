import pluralize from 'pluralize';

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
    'app apps manager api login index update new'
  ).split(' '),
);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "an" before a vowel's sound: `an author`, `an update`, but `a user`, `a unit` (a "you" sound). */
function articleOf(word: string): 'a' | 'an' {
  return /^[aeio]|^u(?![bcdfghjklmnpqrstvwxz][aeiou])/.test(word) ? 'an' : 'a';
}

/**
 * The names of a feature given as its plural (`authors`) or its singular (`author`), irregular ones too
 * (`person` ↔ `people`, by pluralize's rules); `plural` names the plural when those rules do not know it.
 */
export function featureNames(word: string, plural?: string): FeatureNames {
  const lower = word.toLowerCase();
  const given = plural?.toLowerCase();
  const singular = given === undefined || given === lower ? pluralize.singular(lower) : lower;
  const pluralName = given ?? pluralize.plural(singular);
  const aSingular = `${articleOf(singular)} ${singular}`;
  return {
    plural: pluralName,
    singular,
    Plural: capitalized(pluralName),
    Singular: capitalized(singular),
    aSingular,
    ASingular: capitalized(aSingular),
  };
}

/** What the generator says when the names it uses are not the word as typed: `Author` → `authors`. */
export function renamedNotice(word: string, { plural, singular }: FeatureNames): string | undefined {
  if (word === plural) return undefined;
  return `"${word}" is generated as "${plural}" (one: "${singular}"): the folder, routes, API and texts use "${plural}", the table and permissions "${singular}". Another plural? Add --plural <word>.`;
}

/**
 * Why a word cannot name a new feature, or undefined when it can. `taken` holds every name Folio
 * already uses (features, routes, tables, permission resources, text namespaces, API routers).
 */
export function whyNotAFeatureName(
  word: string,
  taken: ReadonlySet<string>,
  pluralWord?: string,
): string | undefined {
  const notAWord = [word, pluralWord].find((given) => given !== undefined && !/^[A-Za-z]{3,30}$/.test(given));
  if (notAWord !== undefined)
    return `"${notAWord}" is not a word: give one English noun of 3 to 30 letters a–z, e.g. authors`;
  const { plural, singular } = featureNames(word, pluralWord);
  if (plural === singular)
    return `"${word}" has no plural of its own (one ${singular}, many ${plural}): name its plural with --plural <word>`;
  const clash = [plural, singular].find((name) => taken.has(name));
  if (clash) return `"${clash}" already exists in Folio: choose another name`;
  const reserved = [plural, singular].find((name) => RESERVED.has(name));
  if (reserved)
    return `"${reserved}" is a reserved word in TypeScript or in Folio's URLs: choose another name`;
  return undefined;
}
