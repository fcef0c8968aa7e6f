import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** A text of several lines (a description): Input's look, a few rows high, resized only in height. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block min-h-11 w-full resize-y rounded-md border border-border bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
