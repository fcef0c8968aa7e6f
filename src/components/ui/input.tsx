import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block min-h-11 w-full rounded-md border border-border bg-card px-3 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
