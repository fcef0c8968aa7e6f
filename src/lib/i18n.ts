import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '~/locales';
import { sharedI18nOptions } from './i18n-options';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** Each of Folio's languages has its texts (a language without them does not compile). */
const LANGUAGE_RESOURCES: Record<Language, ResourceLanguage> = resources;

const instances = new Map<Language, i18n>();

/**
 * The server's instance for a language, with every language's texts at hand. Made once per language
 * and shared by every request in it: nothing on the server changes an instance's language or texts
 * (the browser's instance, which does, is lib/browser-i18n.ts), and making one costs more than many a
 * page's render.
 */
export function serverI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance
      .use(initReactI18next)
      .init({ ...sharedI18nOptions, resources: LANGUAGE_RESOURCES, lng: language });
    // Shared by requests: one of them changing its language would change every other's.
    instance.changeLanguage = () => {
      throw new Error(`The server's ${language} texts are shared; ask serverI18n() for another language`);
    };
    instances.set(language, instance);
  }
  return instance;
}
