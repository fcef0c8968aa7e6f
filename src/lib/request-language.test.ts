import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from './languages';
import { languageFromAcceptLanguage, languageOfRequest } from './request-language';

describe('languageFromAcceptLanguage', () => {
  it.each([undefined, null, '', '   ', 'xx', 'en;q=0', ';;;,,,', 'q=1'])(
    'names no language for %j',
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it.each([
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de, ar-EG;q=0.5', 'ar'],
    ['sw-KE', 'sw'],
    ['en;q=0.3, fr;q=0.7', 'fr'],
    ['fr;q=0, sw', 'sw'],
  ])('picks the preferred supported language from %j', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('names none in an absurdly long header of languages it does not speak', () => {
    const header = Array.from({ length: 5_000 }, (_, index) => `x${index};q=0.${index % 10}`).join(',');
    expect(languageFromAcceptLanguage(header)).toBeUndefined();
  });
});

describe('languageOfRequest', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(`http://folio.test${url}`, { headers });

  it('looks at the query parameter, then the cookie, then Accept-Language', () => {
    const everything = { cookie: 'other=1; i18next=ar', 'accept-language': 'sw' };
    expect(languageOfRequest(request('/login?lng=fr', everything))).toBe('fr');
    expect(languageOfRequest(request('/login', everything))).toBe('ar');
    expect(languageOfRequest(request('/login', { 'accept-language': 'sw-KE,en;q=0.5' }))).toBe('sw');
    expect(languageOfRequest(request('/login'))).toBe(DEFAULT_LANGUAGE);
  });

  it('skips values it does not support instead of trusting them', () => {
    expect(
      languageOfRequest(request('/login?lng=xx', { cookie: 'i18next=zz', 'accept-language': 'fr' })),
    ).toBe('fr');
    expect(languageOfRequest(request('/login?lng=<script>'))).toBe(DEFAULT_LANGUAGE);
  });

  it('reads a cookie it cannot decode as no choice rather than failing the request', () => {
    expect(languageOfRequest(request('/login', { cookie: 'other=%E0%A4%A; i18next=%E0' }))).toBe(
      DEFAULT_LANGUAGE,
    );
    expect(languageOfRequest(request('/login', { cookie: 'a=%; i18next=sw' }))).toBe('sw');
  });
});
