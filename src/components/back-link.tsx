import { useCanGoBack, useRouter, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from './ui/button-link';

/**
 * "Back" that returns to where the person came from (keeping their search and scroll position), or
 * to `to` when they arrived here directly.
 */
export function BackLink({
  to,
  label,
}: {
  /** A list page of the app (no parameters to fill in). */
  to: LinkProps['to'];
  label: string;
}) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <ButtonLink
      variant="ghost"
      size="icon"
      to={to}
      onClick={(event) => {
        if (!canGoBack) return;
        event.preventDefault();
        router.history.back();
      }}
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {label}
    </ButtonLink>
  );
}
