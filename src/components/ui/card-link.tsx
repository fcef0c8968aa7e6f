import { createLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

function CardAnchor({ className, ...anchor }: ComponentProps<'a'>) {
  return (
    <a
      className={cn('rounded-xl border border-border bg-card p-4 shadow-sm hover:border-primary', className)}
      {...anchor}
    />
  );
}

/**
 * A router link drawn as a card, its border in the primary colour under the pointer: an item of a
 * list shown as cards (users and organizations on phones, one's own organizations). Its `className`
 * lays out what it holds.
 */
export const CardLink = createLink(CardAnchor);
