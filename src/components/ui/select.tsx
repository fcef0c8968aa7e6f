import { useHydrated } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { DrawnIcon } from './drawn-icon';
import { controlBoxClass } from './input';

export interface SelectProps extends ComponentProps<'select'> {
  /** As wide as its longest option, beside other controls. */
  inline?: boolean;
  /** Classes of the box around the select: its width and margins. */
  className?: string;
}

/**
 * A native select in the design system's look: the browser's own list (keyboard, screen readers,
 * a phone's picker, forms without scripts — ADR 0031), drawn as an Input with a chevron at its end,
 * which is the left in right-to-left languages. One without a `name` is no form field: it acts through
 * its `onChange` alone (a preference), so it is shown disabled until the page is hydrated, like a
 * `type="button"` Button.
 */
export function Select({ inline, className, disabled, ...props }: SelectProps) {
  const hydrated = useHydrated();
  const waitingForScript = !props.name && !hydrated;
  return (
    <span className={cn('relative block', inline ? 'w-fit' : 'w-full', className)}>
      <select
        disabled={waitingForScript || disabled}
        className={cn(controlBoxClass, 'w-full cursor-pointer appearance-none ps-3 pe-9')}
        {...props}
      />
      {/* lucide's chevron-down. */}
      <DrawnIcon
        path="m6 9 6 6 6-6"
        strokeWidth={2}
        className="pointer-events-none absolute end-3 top-1/2 size-icon -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}
