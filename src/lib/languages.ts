import { parse as parseCookie } from 'cookie';
import Negotiator from 'negotiator';

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

/** The best language Folio speaks for an Accept-Language header (its qualities, then its order). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header?.trim()) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...LANGUAGES]);
  return isLanguage(best) ? best : undefined;
}

/**
 * The language of a request, in the spec's order as far as a server can see it: query parameter,
 * cookie, then the browser's languages (Accept-Language). Local storage and the html tag are read by
 * the browser's detector, which the server's choice matches whenever the cookie is set.
 */
export function languageOfRequest(request: Request): Language {
  return languageOf({
    query: new URL(request.url).searchParams.get(LANGUAGE_QUERY_PARAMETER),
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** languageOfRequest from the request's parts (the HTTP server has no Web Request yet). */
export function languageOf(parts: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    supportedLanguage(parts.query) ??
    supportedLanguage(parseCookie(parts.cookie ?? '')[LANGUAGE_COOKIE]) ??
    languageFromAcceptLanguage(parts.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
