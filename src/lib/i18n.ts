import i18next, { type i18n, type ResourceLanguage, type TFunction } from 'i18next';
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
    rememberTexts(instance);
    instances.set(language, instance);
  }
  return instance;
}

/** How many texts a server instance remembers per language and namespaces (keys can be made of input). */
const REMEMBERED_TEXTS = 5_000;

/**
 * A server instance's `getFixedT`, made once per language and namespaces, remembering each text asked
 * without options: its texts never change, and i18next resolves a key anew on every call (a page asks
 * for hundreds). A text asked with options (a count, a value to interpolate) is resolved each time.
 */
function rememberTexts(instance: i18n): void {
  // i18next's overloaded signatures, handled as the plain calls they are; arguments pass on as they came.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as UntypedFixedT;
  const fixed = new Map<string, TFunction>();
  const rememberingGetFixedT: UntypedFixedT = (language, namespaces, keyPrefix) => {
    if (typeof language !== 'string' || keyPrefix !== undefined)
      return getFixedT(language, namespaces, keyPrefix);
    const name = `${language}|${Array.isArray(namespaces) ? namespaces.join() : String(namespaces ?? '')}`;
    let t = fixed.get(name);
    if (!t) {
      t = remembering(getFixedT(language, namespaces));
      fixed.set(name, t);
    }
    return t;
  };
  instance.getFixedT = rememberingGetFixedT as unknown as i18n['getFixedT'];
}

type UntypedFixedT = (language: unknown, namespaces?: unknown, keyPrefix?: unknown) => TFunction;

function remembering(t: TFunction): TFunction {
  const translate = t as unknown as (...args: unknown[]) => string;
  const texts = new Map<string, string>();
  const remembered = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      if (texts.size < REMEMBERED_TEXTS) texts.set(key, text);
    }
    return text;
  };
  return remembered as unknown as TFunction;
}
