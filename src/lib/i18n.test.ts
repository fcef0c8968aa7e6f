import { describe, expect, it } from 'vitest';
import { resources } from '~/locales';
import { serverI18n } from './i18n';
import { NAMESPACES } from './i18n-options';
import { LANGUAGES } from './languages';

describe('serverI18n', () => {
  it('translates with plurals and interpolation', () => {
    const t = serverI18n('en').getFixedT('en', 'email');
    expect(t('loginCode.validity', { count: 5 })).toBe('The code is valid for 5 minutes.');
    expect(t('loginCode.validity', { count: 1 })).toBe('The code is valid for 1 minute.');
    expect(t('loginCode.subject', { code: '123456' })).toContain('123456');
  });

  it('remembers each text asked without options, apart per language and namespaces', () => {
    const common = serverI18n('en').getFixedT('en', 'common');
    expect(serverI18n('en').getFixedT('en', 'common')).toBe(common);
    // Typed for the e-mail texts, which have no such key: asked all the same.
    const emailText = serverI18n('en').getFixedT('en', 'email') as unknown as (key: string) => string;
    for (let ask = 0; ask < 2; ask++) {
      expect(common('cancel')).toBe('Cancel');
      expect(serverI18n('fr').getFixedT('fr', 'common')('cancel')).toBe('Annuler');
      // The e-mail texts have no such key: i18next answers with the key itself.
      expect(emailText('cancel')).toBe('cancel');
    }
    const email = serverI18n('en').getFixedT('en', 'email');
    expect(email('loginCode.validity', { count: 2 })).toBe('The code is valid for 2 minutes.');
    expect(email('loginCode.validity', { count: 3 })).toBe('The code is valid for 3 minutes.');
  });

  it('does not HTML-escape interpolated values (React and the e-mail renderer escape)', () => {
    const t = serverI18n('en').getFixedT('en', 'email');
    expect(t('loginCode.subject', { code: '<b>&</b>' })).toContain('<b>&</b>');
  });

  it('shares one instance per language, which no request can switch to another language', () => {
    const first = serverI18n('en');
    expect(serverI18n('en')).toBe(first);
    expect(serverI18n('fr')).not.toBe(first);
    expect(() => first.changeLanguage('fr')).toThrow(/shared/);
    expect(serverI18n('en').language).toBe('en');
    expect(serverI18n('fr').t('cancel')).toBe('Annuler');
    expect(first.t('cancel')).toBe('Cancel');
  });

  it('sets the text direction of each language', () => {
    expect(serverI18n('ar').dir()).toBe('rtl');
    expect(serverI18n('fr').dir()).toBe('ltr');
  });

  it('loads every namespace of every language', () => {
    const instance = serverI18n('en');
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
