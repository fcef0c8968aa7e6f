import { describe, expect, it } from 'vitest';
import { resources } from '~/locales';
import { GENRE_NAMES } from '~/server/db/seed/classic-books';
import { GENRE_KEYS, genreSlug } from './genre-name';

describe('genre names', () => {
  it('has a key for every seeded genre, and no other', () => {
    expect(GENRE_NAMES.map(genreSlug)).toEqual([...GENRE_KEYS]);
  });

  it.each(Object.keys(resources) as Array<keyof typeof resources>)('are all translated in %s', (language) => {
    const genres = resources[language].books.genres as Record<string, string>;
    expect(Object.keys(genres).sort()).toEqual([...GENRE_KEYS].sort());
    expect(Object.values(genres).every((name) => name.trim().length > 0)).toBe(true);
  });

  it('makes one slug of a name, whatever its case and spacing', () => {
    expect(genreSlug('Science Fiction')).toBe('scienceFiction');
    expect(genreSlug('  science   fiction ')).toBe('scienceFiction');
    expect(genreSlug('Horror')).toBe('horror');
  });
});
