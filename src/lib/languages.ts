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

/** Picks the best supported language from an Accept-Language header. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag, q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => supportedLanguage(entry.tag))
    .find(Boolean);
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The language of a request, in the spec's order as far as a server can see it: query parameter,
 * cookie, then the browser's languages (Accept-Language). Local storage and the html tag are read by
 * the browser's detector, which the server's choice matches whenever the cookie is set.
 */
export function languageOfRequest(request: Request): Language {
  const url = new URL(request.url);
  return (
    supportedLanguage(url.searchParams.get(LANGUAGE_QUERY_PARAMETER)) ??
    supportedLanguage(cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE)) ??
    languageFromAcceptLanguage(request.headers.get('accept-language')) ??
    DEFAULT_LANGUAGE
  );
}
