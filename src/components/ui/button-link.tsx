import { createLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { Button, type ButtonProps } from './button';

function ButtonAnchor({
  variant,
  size,
  className,
  ...anchor
}: ComponentProps<'a'> & Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a {...anchor} />
    </Button>
  );
}

/** A router link that looks like a button: it works before hydration, as every link does. */
export const ButtonLink = createLink(ButtonAnchor);
