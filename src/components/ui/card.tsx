import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const paddings = {
  default: 'p-6',
  /** A filter bar, a tile. */
  compact: 'p-4',
  /** Compact on phones. */
  responsive: 'p-4 sm:p-6',
} as const;

/** A panel. Its `className` adds layout (spacing, flex) — the padding is `padding`'s. */
export function Card({
  padding = 'default',
  className,
  ...props
}: ComponentProps<'div'> & { padding?: keyof typeof paddings }) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-card shadow-sm', paddings[padding], className)}
      {...props}
    />
  );
}
