import type { CSSProperties } from 'react';

/** FNV-1a over the text's UTF-16 units: a well-spread 32-bit number, the same on server and browser. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Light marks on the cloth: each a background layer drawn over the cover's colour. */
const PATTERNS = [
  // Diagonal stripes.
  () => 'repeating-linear-gradient(135deg, rgb(255 255 255 / 0.09) 0 6px, transparent 6px 16px)',
  // A dotted grid.
  () => 'radial-gradient(rgb(255 255 255 / 0.16) 1.5px, transparent 2px) 0 0 / 12px 12px',
  // A band across the lower third, in the second colour.
  (accent: string) => `linear-gradient(to bottom, transparent 64%, ${accent} 64% 80%, transparent 80%)`,
  // A large circle rising from a corner.
  (accent: string) => `radial-gradient(circle at 100% 100%, ${accent} 0 38%, transparent 38.5%)`,
  // A spine: a darker strip at the binding side, with a light rule beside it.
  () => 'linear-gradient(to right, rgb(0 0 0 / 0.25) 0 9%, rgb(255 255 255 / 0.18) 9% 10%, transparent 10%)',
  // A rule near the head and one near the foot, clear of the words (a large cover's padding).
  (accent: string) =>
    `linear-gradient(to bottom, transparent 2%, ${accent} 2% 3%, transparent 3% 97%, ${accent} 97% 98%, transparent 98%)`,
] as const;

export interface DrawnCover {
  /** The cloth's colour and its pattern. */
  style: CSSProperties;
  /** One or two letters for a thumbnail, where the title would be too small to read. */
  initials: string;
}

/**
 * A cover drawn from a book's title, the same every time: a hue (of 360), a pattern (of six) and a
 * second colour from the title's hash, so two books side by side rarely look alike. The cloth is dark
 * enough in every hue for white text (about 7:1), in the light theme and the dark one alike.
 */
export function drawnCover(title: string): DrawnCover {
  const hash = hashOf(title.trim().toLocaleLowerCase());
  const hue = hash % 360;
  const accentHue = (hue + 40 + ((hash >>> 9) % 140)) % 360;
  const pattern = PATTERNS[(hash >>> 17) % PATTERNS.length]!;
  const accent = `hsl(${accentHue} 55% 40% / 0.5)`;
  return {
    style: { background: `${pattern(accent)}, hsl(${hue} 42% 24%)` },
    initials: initialsOf(title),
  };
}

/**
 * Articles and small linking words that would give most titles the same letters ("A…", "The…"):
 * skipped for the initials, in the languages of the catalogue's usual titles.
 */
const SMALL_WORDS = new Set(
  'a an the of and in on to for le la les l un une des de du et el los las y der die das und il lo gli i'.split(
    ' ',
  ),
);

/**
 * The first letters of the title's first two words that say something ("A Tale of Two Cities" → TT),
 * whole code points, in upper case; the title's first letter when every word is a small one.
 */
export function initialsOf(title: string): string {
  const words = title
    .trim()
    .split(/[\s\-–—:]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0);
  const telling = words.filter((word) => !SMALL_WORDS.has(word.toLocaleLowerCase().replace(/['’]$/u, '')));
  return (telling.length ? telling : words)
    .slice(0, 2)
    .map((word) => [...word][0]!)
    .join('')
    .toLocaleUpperCase();
}
