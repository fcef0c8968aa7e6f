import i18next, { type BackendModule, type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguageDetector } from './browser-language-detector';
import { sharedI18nOptions } from './i18n-options';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

// One chunk per language: a visitor downloads their own language's texts, and another only when they switch.
const LANGUAGE_CHUNKS: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => import('~/locales/en').then((texts) => ({ ...texts })),
  fr: () => import('~/locales/fr').then((texts) => ({ ...texts })),
  ar: () => import('~/locales/ar').then((texts) => ({ ...texts })),
  sw: () => import('~/locales/sw').then((texts) => ({ ...texts })),
};

const loading = new Map<Language, Promise<ResourceLanguage>>();
const loaded = new Map<Language, ResourceLanguage>();

function textsOf(language: Language): Promise<ResourceLanguage> {
  let texts = loading.get(language);
  if (!texts) {
    texts = LANGUAGE_CHUNKS[language]().then((resources) => {
      loaded.set(language, resources);
      return resources;
    });
    // A failed download (offline) is tried again on the next switch, not remembered.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}

/**
 * Downloads the texts of the language the server rendered the page in (its `<html lang>`), so the first
 * render in the browser matches the server’s. createAppI18n() awaits it before the router hydrates.
 */
export function preloadPageLanguage(pageLanguage: string): Promise<unknown> {
  return textsOf(isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE);
}

/** Gives i18next the other languages' texts when a person switches to one. */
const languageChunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    textsOf(language).then(
      (texts) => callback(null, texts[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * The browser's instance: browserLanguageDetector looks the language up in the spec's order (query
 * parameter, cookie, local storage, navigator, html tag) and remembers it. It starts with the texts
 * preloadPageLanguage() downloaded.
 */
export function createBrowserI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(browserLanguageDetector)
    .use(languageChunkBackend)
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      resources: Object.fromEntries(loaded),
      partialBundledLanguages: true,
    });
  return instance;
}
