import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** What the page offers to do (e.g. "New book"), beside the title. */
  action?: ReactNode;
}

/** The heading of a page in /app or /manager: its title, what it is for, and its main action. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
