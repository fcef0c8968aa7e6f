import { useHydrated } from '@tanstack/react-router';
import { Button, type ButtonProps } from './button';
import { usePostsNatively } from './post-form';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
  /** What it says while the form is sent ("Sending…"); by default what it says otherwise. */
  pendingLabel?: string;
}

/**
 * A form's submit button. In a PostForm it works from the first paint; in any other form it stays
 * disabled until the page is interactive, so that form never falls back to a native GET submit that
 * would put what was typed into the URL.
 */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const postsNatively = usePostsNatively();
  return (
    <Button
      type="submit"
      disabled={(!hydrated && !postsNatively) || pending || disabled}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  );
}
