import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '~/locales';
import { sharedI18nOptions } from './i18n-options';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** Each of Folio's languages has its texts (a language without them does not compile). */
const LANGUAGE_RESOURCES: Record<Language, ResourceLanguage> = resources;

/**
 * A server-side instance in a fixed language, with every language's texts at hand: one per request, so
 * no language is shared between requests. The browser's instance is lib/browser-i18n.ts.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...sharedI18nOptions, resources: LANGUAGE_RESOURCES, lng: language });
  return instance;
}
