import { Trash2 } from 'lucide-react';
import { ConfirmButton } from './confirm-button';
import type { ConfirmPanelProps } from './confirm-panel';

/**
 * "Delete" on a record's own page (a book, a user, a webhook endpoint): red, with a bin, and the same
 * word on the button that confirms; it asks first, naming what goes, and waits while the deletion runs.
 */
export function DeleteButton({
  action,
  label,
  title,
  description,
}: Pick<ConfirmPanelProps, 'title' | 'description'> & {
  /** The deletion (a mutation), run once confirmed. */
  action: { isPending: boolean; mutate: (input: undefined) => void };
  label: string;
}) {
  return (
    <ConfirmButton
      icon={Trash2}
      action={action}
      variant="destructive"
      title={title}
      description={description}
      confirmLabel={label}
    >
      {label}
    </ConfirmButton>
  );
}
