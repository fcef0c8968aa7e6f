import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '~/lib/languages';
import { resources } from '.';
import { compareTranslations } from './translation-keys';

type Texts = Parameters<typeof compareTranslations>[0];

describe('compareTranslations', () => {
  const english = { a: 'A', nested: { b: 'B {{name}}', results_one: 'one', results_other: '{{count}}' } };

  it('finds a missing key, an extra key and a lost placeholder', () => {
    const translation = { nested: { b: 'B sans nom', results_other: 'x', surprise: '!' } };
    expect(compareTranslations(english, translation)).toEqual({
      missing: ['a'],
      extra: ['nested.surprise'],
      placeholderMismatches: ['nested.b'],
    });
  });

  it('counts plural forms as one family, whatever forms a language needs', () => {
    const arabic = {
      a: 'أ',
      nested: { b: 'ب {{name}}', results_zero: '0', results_two: '2', results_few: 'x', results_other: 'y' },
    };
    expect(compareTranslations(english, arabic)).toEqual({
      missing: [],
      extra: [],
      placeholderMismatches: [],
    });
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s translation', (language) => {
  it('has every namespace and key of English, no other, and the same placeholders', () => {
    const english = resources.en as Record<string, Texts>;
    const translation = resources[language] as Record<string, Texts>;
    expect(Object.keys(translation).sort()).toEqual(Object.keys(english).sort());
    for (const namespace of Object.keys(english)) {
      expect(
        compareTranslations(english[namespace]!, translation[namespace] ?? {}),
        `${language}/${namespace}`,
      ).toEqual({
        missing: [],
        extra: [],
        placeholderMismatches: [],
      });
    }
  });
});
