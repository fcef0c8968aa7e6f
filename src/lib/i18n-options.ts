import type { Resources } from '~/locales';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** Every namespace of Folio's texts, one JSON file per feature (a test checks this list against the files). */
export const NAMESPACES = [
  'account',
  'app',
  'audit',
  'auth',
  'books',
  'common',
  'dashboard',
  'email',
  'errors',
  'jobs',
  'mcp',
  'onboarding',
  'organizations',
  'secondFactor',
  'users',
  'validation',
  'webhooks',
] as const satisfies ReadonlyArray<keyof Resources>;

/** The options the server's and the browser's i18next instances share. */
export const sharedI18nOptions = {
  supportedLngs: [...LANGUAGES],
  // English for a language Folio lacks; none for Folio's own, whose texts are complete (a test checks),
  // so that the browser never downloads English texts beside the ones it shows.
  fallbackLng: {
    default: [DEFAULT_LANGUAGE],
    ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
  },
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
} as const;
