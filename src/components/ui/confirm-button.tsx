import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmPanelProps } from './confirm-panel';

interface ConfirmButtonProps extends Pick<
  ConfirmPanelProps,
  'title' | 'description' | 'confirmLabel' | 'cancelLabel'
> {
  /** The change it asks about (a mutation): run once confirmed; the button waits while it runs. */
  action: { isPending: boolean; mutate: (input: undefined) => void };
  /** Its text; none for an icon alone (named by `aria-label`). */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  /** Its name when it shows an icon alone, or when its text needs its context ("Cancel the e-mail"). */
  'aria-label'?: string;
}

/**
 * A button for a change that cannot be undone (delete, leave, remove, cancel): it asks first, with the
 * confirming button in the colour of danger, runs the change once confirmed, and is disabled while the
 * change runs, so that nobody asks for it twice.
 */
export function ConfirmButton({
  action,
  children,
  variant,
  size,
  icon,
  'aria-label': label,
  ...question
}: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant} size={size} icon={icon} aria-label={label} disabled={action.isPending}>
          {children}
        </Button>
      }
      {...question}
      destructive
      onConfirm={() => action.mutate(undefined)}
    />
  );
}
