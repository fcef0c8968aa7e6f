import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import app from '~/locales/en/app.json';
import audit from '~/locales/en/audit.json';
import auth from '~/locales/en/auth.json';
import books from '~/locales/en/books.json';
import common from '~/locales/en/common.json';
import email from '~/locales/en/email.json';
import errors from '~/locales/en/errors.json';
import onboarding from '~/locales/en/onboarding.json';
import users from '~/locales/en/users.json';
import validation from '~/locales/en/validation.json';

export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = {
  en: { app, audit, auth, books, common, email, errors, onboarding, users, validation },
} as const;

export const NAMESPACES = Object.keys(resources.en) as Array<keyof (typeof resources)['en']>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A fresh i18next instance: one per server request (no shared mutable language), one for the browser. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Picks the best supported language from an Accept-Language header. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
