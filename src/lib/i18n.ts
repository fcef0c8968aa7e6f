import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { resources, type Resources } from '~/locales';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MINUTES,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages';

export const NAMESPACES = Object.keys(resources.en) as Array<keyof Resources>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** Each of Folio's languages has its texts (a language without them does not compile). */
const LANGUAGE_RESOURCES: Record<Language, ResourceLanguage> = resources;

const baseOptions = {
  resources: LANGUAGE_RESOURCES,
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
} as const;

/** A server-side instance in a fixed language: one per request, so no language is shared between requests. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions, lng: language });
  return instance;
}

/**
 * The browser's instance: the detector looks the language up in the spec's order (query parameter,
 * cookie, local storage, navigator, html tag) and remembers it in the cookie (30 days, path /,
 * SameSite=Lax) and local storage.
 */
export function createBrowserI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: LANGUAGE_QUERY_PARAMETER,
        lookupCookie: LANGUAGE_COOKIE,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage', 'cookie'],
        cookieMinutes: LANGUAGE_COOKIE_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (detected: string) => detected.split('-')[0]!.toLowerCase(),
      },
    });
  return instance;
}
