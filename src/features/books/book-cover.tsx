import { cn } from '~/lib/cn';
import type { Book } from './book.schema';

type CoverBook = Pick<Book, 'title' | 'author' | 'cover'> & { genre: { name: string } | null };

/** A hue from a text, the same every time: each genre keeps its colour. */
function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) % 360;
  return hash;
}

/** The first character of a text (a whole code point, so an emoji or a letter beyond U+FFFF stays whole). */
function initialOf(text: string): string {
  const [first = ''] = text.trim();
  return first.toUpperCase();
}

const SIZES = {
  // A card or a table row: 4–5 rem wide.
  small: '80px',
  // The detail page.
  large: '(min-width: 640px) 240px, 160px',
};

/**
 * A book's cover, or one drawn from its title, author and genre when it has none (a thumbnail shows the title's initial); always 2:3, so
 * nothing moves as images arrive. Decorative: the title is always written beside it.
 */
export function BookCover({
  book,
  size,
  className,
  previewSrc,
}: {
  book: CoverBook;
  size: keyof typeof SIZES;
  /** Its width (and placement); the full width of its container by default. */
  className?: string;
  /** A chosen file's preview, shown instead of the cover. */
  previewSrc?: string | null;
}) {
  const frame = cn('aspect-[2/3] overflow-hidden rounded-md shadow-sm', className ?? 'w-full');
  if (previewSrc) return <img src={previewSrc} alt="" className={cn(frame, 'object-cover')} />;
  if (book.cover) {
    return (
      <img
        src={book.cover.small}
        srcSet={`${book.cover.small} 200w, ${book.cover.large} 600w`}
        sizes={SIZES[size]}
        width={200}
        height={300}
        loading="lazy"
        decoding="async"
        alt=""
        className={cn(frame, 'h-auto bg-muted object-cover')}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(frame, 'flex flex-col justify-between p-2 font-serif text-white')}
      style={{ backgroundColor: `hsl(${hueOf(book.genre?.name ?? '')} 45% 30%)` }}
    >
      {size === 'large' ? (
        <>
          <span className="line-clamp-4 text-lg leading-tight font-semibold">{book.title}</span>
          <span className="line-clamp-2 text-sm opacity-90">{book.author}</span>
        </>
      ) : (
        // A title in a thumbnail would be too small to read (under 12 px on a phone): its initial instead.
        <span className="m-auto text-base font-semibold">{initialOf(book.title)}</span>
      )}
    </div>
  );
}
