import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

const sizes = {
  /** A list that fills a page (books, users, jobs): a dashed panel with room around it, centred. */
  page: 'flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center',
  /** A list inside a card (passkeys, API keys, sessions): one tinted line, the icon at its start. */
  inline: 'flex-wrap items-center gap-3 rounded-lg bg-muted/60 px-4 py-3',
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
    <div className={cn('flex', sizes[size], className)} {...props}>
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full text-muted-foreground',
          size === 'page' ? 'size-12 bg-muted' : 'size-8 bg-card',
        )}
      >
        <Icon className={size === 'page' ? 'size-6' : 'size-4'} />
      </span>
      <p
        className={cn(
          'text-muted-foreground',
          size === 'page' ? 'max-w-md text-base' : 'min-w-0 flex-1 text-sm',
        )}
      >
        {text}
      </p>
      {action ? (
        <div className={cn('flex flex-wrap gap-2', size === 'page' && 'justify-center pt-1')}>{action}</div>
      ) : null}
    </div>
  );
}
