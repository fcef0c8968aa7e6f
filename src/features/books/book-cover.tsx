import { cn } from '~/lib/cn';
import type { Book } from './book.schema';
import { drawnCover } from './drawn-cover';

type CoverBook = Pick<Book, 'title' | 'author' | 'cover'>;

const SIZES = {
  // A card or a table row: 4–5 rem wide.
  small: '80px',
  // The detail page.
  large: '(min-width: 640px) 240px, 160px',
};

/**
 * A book's cover, or one drawn from its title when it has none (colour and pattern from the title, the
 * title and author on it, or a thumbnail's initials); always 2:3, so nothing moves as images arrive.
 * Decorative: the title is always written beside it.
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
  const drawn = drawnCover(book.title);
  return (
    <div
      aria-hidden
      className={cn(frame, 'flex flex-col text-white', size === 'large' ? 'gap-2 p-4' : 'p-1')}
      style={drawn.style}
    >
      {size === 'large' ? (
        <>
          <span dir="auto" className="line-clamp-5 text-lg leading-tight font-bold text-balance">
            {book.title}
          </span>
          <span dir="auto" className="mt-auto line-clamp-2 text-sm opacity-90">
            {book.author}
          </span>
        </>
      ) : (
        // A title in a thumbnail would be too small to read (under 12 px on a phone): its initials instead.
        <span className="m-auto text-base font-bold tracking-wide">{drawn.initials}</span>
      )}
    </div>
  );
}
