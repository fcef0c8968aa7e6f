import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Texts = { [key: string]: string | Texts };

const LOCALES = 'src/locales';
const PLACEHOLDER = /\{\{[^}]+\}\}/g;
/** A text with fewer letters than this (outside its placeholders) is too short to tell: "OK", "{{count}} ms". */
const MIN_LETTERS = 4;

/** Every text of a language, by `namespace:dotted.key`. */
function localeTexts(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const folder = path.join(LOCALES, language);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const walk = (node: Texts, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
        else walk(value, `${prefix}${key}.`);
      }
    };
    walk(
      JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Texts,
      `${path.basename(file, '.json')}:`,
    );
  }
  return texts;
}

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Tells whether a text shown in `language` is one of Folio's English texts left untranslated, and
 * which: English texts of the locale files with a few letters or more that `language` never shows as
 * they are (a word both languages write alike, such as "Folio", is not a left-over). A text with
 * placeholders matches whatever fills them ("Showing 3 of 120").
 */
export function englishLeftOverFinder(language: string): (shown: string) => string | undefined {
  const own = new Set(localeTexts(language).values());
  const exact = new Map<string, string>();
  const patterns: { key: string; pattern: RegExp }[] = [];
  for (const [key, english] of localeTexts('en')) {
    if (own.has(english)) continue;
    const letters = english.replace(PLACEHOLDER, '').match(/\p{L}/gu)?.length ?? 0;
    if (letters < MIN_LETTERS) continue;
    const normalized = english.replace(/\s+/g, ' ').trim();
    const literals = normalized.split(PLACEHOLDER);
    if (literals.length === 1) exact.set(normalized, key);
    else patterns.push({ key, pattern: new RegExp(`^${literals.map(escape).join('.+?')}$`, 'su') });
  }
  return (shown) => {
    const text = shown.replace(/\s+/g, ' ').trim();
    return exact.get(text) ?? patterns.find(({ pattern }) => pattern.test(text))?.key;
  };
}
