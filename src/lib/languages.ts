/** The languages Folio speaks; spec §1 and §9. Safe to import anywhere (no texts here). */
export const LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_DETAILS: Record<
  Language,
  { nativeName: string; dir: 'ltr' | 'rtl'; fontScale: number }
> = {
  en: { nativeName: 'English', dir: 'ltr', fontScale: 1 },
  fr: { nativeName: 'Français', dir: 'ltr', fontScale: 1 },
  ar: { nativeName: 'العربية', dir: 'rtl', fontScale: 1.2 },
  sw: { nativeName: 'Kiswahili', dir: 'ltr', fontScale: 1 },
};

/** Where a chosen language is remembered, in the order it is looked up (after the query parameter). */
export const LANGUAGE_QUERY_PARAMETER = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE_MINUTES = 43_200;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `fr-CA` → `fr`; anything Folio does not speak → undefined. */
export function supportedLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}
