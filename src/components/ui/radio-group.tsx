import { useHydrated } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '~/lib/cn';

export interface RadioOption<T extends string> {
  value: T;
  /** Already translated. */
  label: string;
  /** A muted line under the label (cards only). */
  description?: string;
  /** Decorative, before the label. */
  icon?: LucideIcon;
}

interface RadioGroupProps<T extends string> {
  legend: string;
  /** The legend for screen readers only, when a heading beside the group already says it. */
  hideLegend?: boolean;
  /** A line under the legend saying what to choose (read with the group). */
  hint?: string;
  name: string;
  options: readonly RadioOption<T>[];
  /**
   * The chosen value, for a group that acts at once through `onValueChange` (a preference): such a group
   * is disabled until the page is hydrated. A group in a form gives `defaultValue` and submits natively.
   */
  value?: T;
  defaultValue?: T;
  onValueChange?: (value: T) => void;
  /** Cards (a choice with explanations, stacked on phones) or segments (a few short options in a row). */
  look?: 'cards' | 'segmented';
  disabled?: boolean;
  className?: string;
}

const looks = {
  cards: {
    group: 'grid gap-2 sm:grid-flow-col sm:auto-cols-fr',
    option:
      'relative flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 text-sm shadow-xs transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
    input:
      'mt-0.5 size-4 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-card checked:border-primary checked:bg-primary checked:shadow-[inset_0_0_0_3px_var(--color-card)]',
  },
  segmented: {
    group: 'inline-flex min-h-control max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1',
    option:
      'relative flex cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm dark:has-[:checked]:bg-input',
    // The whole segment is the radio: clicks land on it, the segment draws its state and focus.
    input: 'absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0',
  },
} as const;

/**
 * One choice among a few, as native radios under a fieldset and legend (ADR 0031): arrow keys move the
 * choice, screen readers count the options, and a group in a form submits without scripts. Drawn as
 * cards or as a segmented row; the focused option is outlined.
 */
export function RadioGroup<T extends string>({
  legend,
  hideLegend,
  hint,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  look = 'cards',
  disabled,
  className,
}: RadioGroupProps<T>) {
  const hydrated = useHydrated();
  const hintId = `${useId()}-hint`;
  const styles = looks[look];
  const controlled = value !== undefined;
  return (
    <fieldset
      className={cn('min-w-0 space-y-1.5', className)}
      disabled={(controlled && !hydrated) || disabled}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium'}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={styles.group}>
        {options.map(({ value: option, label, description, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              styles.option,
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              className={cn(styles.input, 'focus-visible:outline-none disabled:cursor-not-allowed')}
              {...(controlled
                ? { checked: option === value, onChange: () => onValueChange?.(option) }
                : {
                    defaultChecked: option === defaultValue,
                    onChange: onValueChange ? () => onValueChange(option) : undefined,
                  })}
            />
            {Icon ? (
              <Icon aria-hidden className={cn('size-icon shrink-0', look === 'cards' && 'mt-0.5')} />
            ) : null}
            {look === 'cards' ? (
              <span className="min-w-0">
                <span className="block font-medium">{label}</span>
                {description ? <span className="block text-muted-foreground">{description}</span> : null}
              </span>
            ) : (
              label
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
