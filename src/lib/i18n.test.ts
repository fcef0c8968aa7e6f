import { describe, expect, it } from 'vitest';
import {
  createI18n,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languageFromAcceptLanguage,
  resources,
} from './i18n';

describe('languageFromAcceptLanguage', () => {
  it.each([undefined, null, '', '   '])('falls back to the default language for %j', (header) => {
    expect(languageFromAcceptLanguage(header)).toBe(DEFAULT_LANGUAGE);
  });

  it.each(['en', 'EN', 'en-US', 'en-GB,en;q=0.9', 'fr-FR,fr;q=0.9,en;q=0.8', 'de, en-AU;q=0.5', '*'])(
    'picks a supported language from %j',
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBe('en');
    },
  );

  it.each(['fr-FR,fr;q=0.9', 'xx', 'en;q=0', 'en;q=abc', ';;;,,,', 'en-US;q=', 'q=1'])(
    'falls back to the default language when %j names no acceptable supported one',
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBe(DEFAULT_LANGUAGE);
    },
  );

  it('answers quickly for an absurdly long header', () => {
    const header = Array.from({ length: 5_000 }, (_, index) => `x${index};q=0.${index % 10}`).join(',');
    const startedAt = performance.now();
    expect(languageFromAcceptLanguage(header)).toBe(DEFAULT_LANGUAGE);
    expect(performance.now() - startedAt).toBeLessThan(500);
  });

  it('only ever answers a supported language', () => {
    for (const header of ['de', 'en', 'zh-Hant-TW', 'en-US,de;q=0.9']) {
      expect(LANGUAGES).toContain(languageFromAcceptLanguage(header));
    }
  });
});

describe('isLanguage', () => {
  it('accepts the supported languages only', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage('toString')).toBe(false);
  });
});

describe('createI18n', () => {
  it('translates with plurals and interpolation', () => {
    const t = createI18n('en').getFixedT('en', 'email');
    expect(t('loginCode.validity', { count: 5 })).toBe('The code is valid for 5 minutes.');
    expect(t('loginCode.validity', { count: 1 })).toBe('The code is valid for 1 minute.');
    expect(t('loginCode.subject', { code: '123456' })).toContain('123456');
  });

  it('does not HTML-escape interpolated values (React and the e-mail renderer escape)', () => {
    const t = createI18n('en').getFixedT('en', 'email');
    expect(t('loginCode.subject', { code: '<b>&</b>' })).toContain('<b>&</b>');
  });

  it('gives each call its own instance, so one request cannot change the language of another', () => {
    const first = createI18n('en');
    const second = createI18n('en');
    expect(first).not.toBe(second);
    void first.changeLanguage('xx');
    expect(second.language).toBe('en');
  });

  it('loads every namespace of every language', () => {
    const instance = createI18n('en');
    for (const language of LANGUAGES) {
      for (const namespace of Object.keys(resources[language])) {
        expect(instance.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true);
      }
    }
  });
});
