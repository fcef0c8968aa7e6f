import { useId, type ReactNode } from 'react';
import { Card } from '~/components/ui/card';

/** One part of an organization's page (shelves, members…): a titled card with its main action. */
export function OrganizationSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card padding="responsive" className="space-y-4" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
