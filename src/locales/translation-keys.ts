const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Texts = { [key: string]: string | Texts };

/** Every leaf key as a dotted path, with plural forms (`x_one`, `x_other`…) counted as their family `x`. */
export function translationKeys(texts: Texts, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') keys.add(path.replace(PLURAL_SUFFIX, ''));
    else translationKeys(value, `${path}.`).forEach((nested) => keys.add(nested));
  }
  return keys;
}

/** The `{{placeholders}}` of every non-plural text, by dotted path. */
export function placeholders(texts: Texts, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key}`;
    if (typeof value !== 'string')
      placeholders(value, `${path}.`).forEach((names, nested) => found.set(nested, names));
    else if (!PLURAL_SUFFIX.test(key))
      found.set(
        path,
        [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(','),
      );
  }
  return found;
}

/** What a translation lacks and what it has that the reference (English) does not. */
export function compareTranslations(reference: Texts, translation: Texts) {
  const expected = translationKeys(reference);
  const actual = translationKeys(translation);
  const referencePlaceholders = placeholders(reference);
  const translationPlaceholders = placeholders(translation);
  return {
    missing: [...expected].filter((key) => !actual.has(key)),
    extra: [...actual].filter((key) => !expected.has(key)),
    placeholderMismatches: [...referencePlaceholders]
      .filter(
        ([key, names]) => translationPlaceholders.has(key) && translationPlaceholders.get(key) !== names,
      )
      .map(([key]) => key),
  };
}
