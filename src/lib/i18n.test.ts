import { describe, expect, it } from 'vitest';
import { resources } from '~/locales';
import { createI18n } from './i18n';
import { NAMESPACES } from './i18n-options';
import { LANGUAGES } from './languages';

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
    void first.changeLanguage('fr');
    expect(second.language).toBe('en');
  });

  it('sets the text direction of each language', () => {
    expect(createI18n('ar').dir()).toBe('rtl');
    expect(createI18n('fr').dir()).toBe('ltr');
  });

  it('loads every namespace of every language', () => {
    const instance = createI18n('en');
    for (const language of LANGUAGES) {
      for (const namespace of Object.keys(resources[language])) {
        expect(instance.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true);
      }
    }
  });

  it('names every namespace the texts have', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(resources.en).sort());
  });
});
