import { useCallback } from 'react';
import { useTranslation } from '~/lib/use-translation';

/**
 * The seeded genres' keys in books.json's `genres`: a slug of the name they were seeded with
 * ("Science Fiction" → scienceFiction). A genre whose stored name has no key (one added later, or a
 * seeded one renamed) shows its stored name.
 */
export const GENRE_KEYS = [
  'fiction',
  'fantasy',
  'scienceFiction',
  'mystery',
  'romance',
  'history',
  'biography',
  'poetry',
  'philosophy',
  'children',
] as const;

type GenreKey = (typeof GENRE_KEYS)[number];

/** "Science Fiction" → "scienceFiction". */
export function genreSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) => (index ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join('');
}

function isGenreKey(slug: string): slug is GenreKey {
  return (GENRE_KEYS as readonly string[]).includes(slug);
}

/** A genre's name in the reader's language: translated when Folio seeded it, as stored otherwise. */
export function useGenreName(): (genre: { name: string }) => string {
  const { t } = useTranslation('books');
  return useCallback(
    (genre) => {
      const slug = genreSlug(genre.name);
      return isGenreKey(slug) ? t(`genres.${slug}`) : genre.name;
    },
    [t],
  );
}
