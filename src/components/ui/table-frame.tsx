import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * The frame of a data table. It scrolls sideways on narrow screens, so it is a named region that
 * takes keyboard focus: keyboard users can scroll it too.
 */
export function TableFrame({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-border bg-card', className)}
    >
      {children}
    </div>
  );
}
