import { useHydrated } from '@tanstack/react-router';
import { Button, type ButtonProps } from './button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
  pendingLabel: string;
}

/**
 * A form's submit button. It stays disabled until the page is interactive, so a form never falls back
 * to a native GET submit that would put what was typed (an e-mail, a code) into the URL.
 */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={!hydrated || pending || disabled}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
