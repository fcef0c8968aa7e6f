import { describe, expect, it } from 'vitest';
import { drawnCover, initialsOf } from './drawn-cover';

describe('drawnCover', () => {
  it('draws the same cover for the same title, whatever its case and spacing', () => {
    expect(drawnCover('Kindred')).toEqual(drawnCover(' kindred '));
  });

  it('gives titles of one shelf many looks: most of twenty differ in colour and pattern', () => {
    const titles = [
      'Moby-Dick',
      'Great Expectations',
      'Bleak House',
      'A Tale of Two Cities',
      'Middlemarch',
      'Silas Marner',
      'Crime and Punishment',
      'The Brothers Karamazov',
      'Anna Karenina',
      'War and Peace',
      'Madame Bovary',
      'Don Quixote',
      'Les Misérables',
      'The Count of Monte Cristo',
      'Heart of Darkness',
      'The Picture of Dorian Gray',
      'The Scarlet Letter',
      'Adventures of Huckleberry Finn',
      'The Great Gatsby',
      'Kindred',
    ];
    const looks = new Set(titles.map((title) => String(drawnCover(title).style.background)));
    expect(looks.size).toBe(titles.length);
    const hues = new Set(
      titles.map((title) =>
        Math.floor(Number(/hsl\((\d+) 42%/.exec(String(drawnCover(title).style.background))![1]) / 30),
      ),
    );
    // Twelve 30° bands of hue: twenty titles fall in most of them.
    expect(hues.size).toBeGreaterThanOrEqual(8);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words that say something', () => {
    expect(initialsOf('A Tale of Two Cities')).toBe('TT');
    expect(initialsOf('The Great Gatsby')).toBe('GG');
    expect(initialsOf('War and Peace')).toBe('WP');
    expect(initialsOf('Moby-Dick')).toBe('MD');
    expect(initialsOf('Les Misérables')).toBe('M');
    expect(initialsOf("Alice's Adventures in Wonderland")).toBe('AA');
    expect(initialsOf('Kindred')).toBe('K');
  });

  it('keeps a letter beyond U+FFFF or a script without case whole, and falls back to small words', () => {
    expect(initialsOf('موسم الهجرة إلى الشمال')).toBe('ما');
    expect(initialsOf('𝔄lpha beta')).toBe('𝔄B');
    expect(initialsOf('The A')).toBe('TA');
    expect(initialsOf('«Kindred»')).toBe('K');
  });
});
