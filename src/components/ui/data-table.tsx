import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

interface DataTableProps {
  /** The table's name for screen readers (its region is announced by it). */
  label: string;
  /** The column headings, already translated. */
  columns: string[];
  className?: string;
  /** The rows (`<tr>`). */
  children: ReactNode;
}

/**
 * A data table. It scrolls sideways on narrow screens, so it is a named region that takes keyboard
 * focus: keyboard users can scroll it too.
 */
export function DataTable({ label, columns, className, children }: DataTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-border bg-card', className)}
    >
      <table className="w-full text-start text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 text-start font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
