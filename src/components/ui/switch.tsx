import { useHydrated } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

export interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role'> {
  /** Its text, before it; without one, name it with `aria-label`. */
  label?: ReactNode;
  /** A muted line under the label. */
  description?: ReactNode;
}

/**
 * An on/off setting that takes effect at once (ADR 0031): a native checkbox announced as a switch
 * (`role="switch"`, on or off), drawn as a track with a thumb that slides to the end (the left in
 * right-to-left languages). For a choice saved with a form, a Checkbox says more plainly what Save does.
 * One without a `name` acts through its `onChange` alone, so it is shown disabled until hydration.
 */
export function Switch({ label, description, className, disabled, ...props }: SwitchProps) {
  const hydrated = useHydrated();
  const track = (
    <span className={cn('relative inline-flex h-5 w-9 shrink-0 items-center', label ? undefined : className)}>
      <input
        type="checkbox"
        role="switch"
        disabled={(!props.name && !hydrated) || disabled}
        className={cn(
          'peer absolute inset-0 cursor-pointer appearance-none rounded-full bg-input shadow-xs transition-colors checked:bg-primary disabled:cursor-not-allowed',
          label ? undefined : 'disabled:opacity-60',
        )}
        {...props}
      />
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute start-0.5 size-4 rounded-full bg-card shadow-sm transition-transform peer-checked:translate-x-4 rtl:peer-checked:-translate-x-4 dark:bg-foreground dark:peer-checked:bg-primary-foreground',
          label ? undefined : 'peer-disabled:opacity-60',
        )}
      />
    </span>
  );
  if (!label) return track;
  return (
    <label
      className={cn(
        'flex min-h-control cursor-pointer items-center justify-between gap-4 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        {description ? <span className="block text-muted-foreground">{description}</span> : null}
      </span>
      {track}
    </label>
  );
}
