/** Where Folio serves stored images, and which widths each kind is stored at (server and UI share these). */
export const FILES_PATH = '/api/files/';

/** The widths the UI shows, in CSS pixels at 1× and 2×: covers keep their shape, pictures are square. */
export const IMAGE_WIDTHS = { cover: [600, 200], picture: [256, 64] } as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;

export interface ImageUrls {
  small: string;
  large: string;
}

export function fileUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/** The URLs of a stored image's smallest and largest variants, from its stem (`covers/<hash>`). */
export function imageUrls(stem: string, kind: ImageKind): ImageUrls {
  const widths = [...IMAGE_WIDTHS[kind]].sort((a, b) => a - b);
  return { small: fileUrl(`${stem}-${widths[0]}.webp`), large: fileUrl(`${stem}-${widths.at(-1)}.webp`) };
}

/**
 * A person's picture: the one they uploaded, else their sign-in provider's when it comes from one of
 * `providerOrigins` (server/provider-pictures.ts), else none (initials show).
 */
export function personPicture(
  person: { pictureKey?: string | null; image?: string | null },
  providerOrigins: readonly string[],
): ImageUrls | null {
  if (person.pictureKey) return imageUrls(person.pictureKey, 'picture');
  if (person.image && providerOrigins.includes(originOf(person.image)))
    return { small: person.image, large: person.image };
  return null;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
