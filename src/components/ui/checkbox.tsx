import { useHydrated } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { DrawnIcon } from './drawn-icon';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /**
   * Its text, beside it; without one, name it with `aria-label` or a label of your own (then
   * `className` places the box, e.g. its margin).
   */
  label?: ReactNode;
  /** A muted line under the label (read with it, as part of the label). */
  description?: ReactNode;
}

/**
 * A native checkbox (ADR 0031) drawn by the design system: a rounded box, filled with the primary colour
 * and a check mark when ticked. It submits with its form without scripts; one without a `name` acts
 * through its `onChange` alone, so it is shown disabled until the page is hydrated.
 */
export function Checkbox({ label, description, className, disabled, ...props }: CheckboxProps) {
  const hydrated = useHydrated();
  const box = (
    <span
      className={cn('relative inline-grid size-4 shrink-0 place-items-center', label ? undefined : className)}
    >
      <input
        type="checkbox"
        disabled={(!props.name && !hydrated) || disabled}
        className={cn(
          'peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-sm border border-input bg-card shadow-xs transition-colors checked:border-primary checked:bg-primary aria-invalid:border-destructive disabled:cursor-not-allowed',
          // A labelled box fades with its label; a bare one by itself.
          label ? undefined : 'disabled:opacity-60',
        )}
        {...props}
      />
      {/* lucide's check. */}
      <DrawnIcon
        path="M20 6 9 17l-5-5"
        strokeWidth={3}
        className="pointer-events-none invisible col-start-1 row-start-1 size-3 text-primary-foreground peer-checked:visible"
      />
    </span>
  );
  if (!label) return box;
  return (
    <label
      className={cn(
        'flex min-h-control cursor-pointer gap-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        description ? 'items-start py-2' : 'items-center',
        className,
      )}
    >
      <span className={description ? 'pt-0.5' : 'flex'}>{box}</span>
      <span className="min-w-0">
        <span className="block">{label}</span>
        {description ? <span className="block text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  );
}
