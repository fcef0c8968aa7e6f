import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const looks = {
  text: 'text-base',
  /** A one-time code: large, monospaced digits, spaced apart. */
  code: 'text-center font-mono text-2xl tracking-[0.5em]',
} as const;

export interface InputProps extends ComponentProps<'input'> {
  look?: keyof typeof looks;
}

export function Input({ look = 'text', className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'block min-h-11 w-full rounded-md border border-border bg-card px-3 text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive',
        looks[look],
        className,
      )}
      {...props}
    />
  );
}
