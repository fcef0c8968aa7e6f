import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGES, supportedLanguage } from './languages';

describe('isLanguage and supportedLanguage', () => {
  it('accept the four languages only', () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'ar', 'sw']);
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('AR')).toBe(false);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage('toString')).toBe(false);
    expect(supportedLanguage('FR-ca')).toBe('fr');
    expect(supportedLanguage('pt-BR')).toBeUndefined();
  });
});
