import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/**
 * The box every one-line control draws (Input, Select, a date or file input): the design system's
 * height, radius, input border and card background, 16 px text on phones (no zoom on focus) and 14 px
 * from the `sm` width. Width, padding at the ends and text alignment are each control's own.
 */
export const controlBoxClass =
  'block min-h-control rounded-md border border-input bg-card text-base text-foreground shadow-xs transition-colors sm:text-sm placeholder:text-muted-foreground aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60';

const looks = {
  text: '',
  /** A one-time code: large, monospaced digits, spaced apart. */
  code: 'text-center font-mono text-2xl! tracking-[0.5em]',
} as const;

export interface InputProps extends ComponentProps<'input'> {
  look?: keyof typeof looks;
}

/**
 * A one-line input in the design system's look; a date input's calendar button and a file input's
 * button are drawn to match in src/styles.css.
 */
export function Input({ look = 'text', className, ...props }: InputProps) {
  return <input className={cn(controlBoxClass, 'w-full px-3', looks[look], className)} {...props} />;
}
