import { useId, type ReactNode } from 'react';

interface ChoiceFieldsetProps {
  legend: string;
  /** A line under the legend saying what to choose (read with the group). */
  hint?: string;
  /** The already translated error text, if any. */
  error?: string;
  /** The choices (checkboxes, each with its label); long lists scroll within the fieldset. */
  children: ReactNode;
}

/**
 * A group of checkboxes under one legend, with its hint and its error wired for screen readers: the
 * events a webhook wants, the permissions a key gets. The list scrolls within a dialog rather than push
 * the dialog's buttons off screen.
 */
export function ChoiceFieldset({ legend, hint, error, children }: ChoiceFieldsetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-1.5" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="max-h-[40vh] space-y-1 overflow-y-auto">{children}</div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
