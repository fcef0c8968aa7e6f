import { useHydrated } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/**
 * A select. One without a `name` is no form field: it acts through its `onChange` alone (a filter, a
 * preference), so it is shown disabled until the page is hydrated, like a `type="button"` Button.
 */
export function Select({
  inline,
  className,
  disabled,
  ...props
}: ComponentProps<'select'> & {
  /** As wide as its longest option, beside other controls. */ inline?: boolean;
}) {
  const hydrated = useHydrated();
  const waitingForScript = !props.name && !hydrated;
  return (
    <select
      disabled={waitingForScript || disabled}
      className={cn(
        'block min-h-11 rounded-md border border-border bg-card px-3 text-base text-foreground aria-invalid:border-destructive disabled:opacity-60',
        inline ? 'w-auto' : 'w-full',
        className,
      )}
      {...props}
    />
  );
}
