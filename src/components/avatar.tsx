import type { ImageUrls } from '~/lib/image-urls';
import { cn } from '~/lib/cn';

const SIZES = { small: 32, large: 96 } as const;

/** The first letters of a person's first and last names (or of their e-mail address). */
function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

/** A person's picture, or their initials: decorative, their name is always written beside it. */
export function Avatar({
  name,
  picture,
  size,
  className,
}: {
  /** Their name, or their e-mail address when they have none. */
  name: string;
  picture: ImageUrls | null;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const pixels = SIZES[size];
  const frame = cn('shrink-0 rounded-full', className);
  if (picture)
    return (
      <img
        src={size === 'small' ? picture.small : picture.large}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        // A provider's picture is fetched without telling the provider which page shows it.
        referrerPolicy="no-referrer"
        className={cn(frame, 'bg-muted object-cover')}
        style={{ width: pixels, height: pixels }}
      />
    );
  return (
    <span
      aria-hidden
      className={cn(frame, 'inline-flex items-center justify-center bg-muted font-semibold text-foreground')}
      style={{ width: pixels, height: pixels, fontSize: pixels * 0.4 }}
    >
      {initialsOf(name)}
    </span>
  );
}
