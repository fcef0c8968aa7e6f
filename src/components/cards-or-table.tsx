import type { ReactNode } from 'react';
import { DataTable } from '~/components/ui/data-table';

/**
 * A list as cards on phones and as a table from medium screens up (users, every organization): both are
 * in the page, and the screen's width shows one.
 */
export function CardsOrTable<Item extends { id: string }>({
  items,
  card,
  label,
  columns,
  cells,
}: {
  items: readonly Item[];
  /** An item as a card (a CardLink, say). */
  card: (item: Item) => ReactNode;
  /** The table's name for screen readers. */
  label: string;
  /** The column headings, already translated. */
  columns: string[];
  /** An item's row: its `<td>`s. */
  cells: (item: Item) => ReactNode;
}) {
  return (
    <>
      <ul className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      <DataTable label={label} className="hidden md:block" columns={columns}>
        {items.map((item) => (
          <tr key={item.id} className="border-t border-border">
            {cells(item)}
          </tr>
        ))}
      </DataTable>
    </>
  );
}
