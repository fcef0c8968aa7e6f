import { Slot } from '@radix-ui/react-slot';
import { useHydrated } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  outline: 'border border-border bg-card hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
  link: 'underline-offset-4 hover:underline text-primary px-0',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  asChild?: boolean;
}

/**
 * A button, or (asChild) a link styled as one. A plain `type="button"` does something only through
 * JavaScript, so it is shown disabled until the page is hydrated: a click before then is never lost
 * without a sign. Links and submit buttons decide for themselves.
 */
export function Button({
  variant = 'primary',
  asChild,
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const Component = asChild ? Slot : 'button';
  const waitingForScript = !asChild && type === 'button' && !hydrated;
  return (
    <Component
      type={asChild ? undefined : type}
      disabled={waitingForScript || disabled}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
