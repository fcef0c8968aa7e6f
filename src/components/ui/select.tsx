import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block min-h-11 w-full rounded-md border border-border bg-card px-3 text-base text-foreground aria-invalid:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
