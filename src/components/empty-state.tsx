import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

const sizes = {
  /** A list that fills a page (books, users, jobs): a dashed panel with room around it. */
  page: 'gap-3 rounded-xl border border-dashed border-border px-6 py-12',
  /** A list inside a card (passkeys, API keys, sessions): no frame of its own, less room. */
  inline: 'gap-2 rounded-lg bg-muted/50 px-4 py-6',
} as const;

interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the list holds (a book, a key…), drawn muted above the sentence; decorative. */
  icon: LucideIcon;
  /** One sentence: what is missing, or why nothing matches. */
  text: ReactNode;
  /** The way to fill it: a link or a button (new book, clear the search, add a passkey). */
  action?: ReactNode;
  size?: keyof typeof sizes;
}

/**
 * What a list shows when it has nothing: an icon, one sentence and the action that fills it, so the
 * person sees at once that the list is empty on purpose and what to do next.
 */
export function EmptyState({
  icon: Icon,
  text,
  action,
  size = 'page',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center text-center', sizes[size], className)} {...props}>
      <span
        aria-hidden
        className={cn(
          'flex items-center justify-center rounded-full bg-muted text-muted-foreground',
          size === 'page' ? 'size-12' : 'size-10',
        )}
      >
        <Icon className={size === 'page' ? 'size-6' : 'size-5'} />
      </span>
      <p className={cn('max-w-md text-muted-foreground', size === 'page' ? 'text-base' : 'text-sm')}>
        {text}
      </p>
      {action ? <div className="flex flex-wrap justify-center gap-2 pt-1">{action}</div> : null}
    </div>
  );
}
