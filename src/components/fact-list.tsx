import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

const columnClasses = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** A record's facts on its page (a book's, a user's, a webhook endpoint's): each label above its value. */
export function FactList({
  facts,
  columns = 3,
}: {
  /** Label and value; the labels differ (they are the keys). */
  facts: readonly (readonly [string, ReactNode])[];
  /** From small screens up; one column on phones. */
  columns?: keyof typeof columnClasses;
}) {
  return (
    <dl className={cn('grid gap-3', columnClasses[columns])}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
