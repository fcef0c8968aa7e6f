import { lazy, type MouseEvent, type ReactElement } from 'react';
import { DialogButton } from '~/components/ui/dialog-button';
import type { NameDialogFormProps } from './name-dialog-form';

const loadForm = () => import('./name-dialog-form');
const NameDialogForm = lazy(loadForm);

/**
 * A dialog that asks for one name: a new organization, shelf or team, or a new name for one. The same
 * rule (required, at most 80 characters) for all of them; the server checks it again. Its form, its
 * schema and Radix's dialog load when it opens.
 */
export function NameDialog({
  trigger,
  ...props
}: NameDialogFormProps & { trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }> }) {
  return (
    <DialogButton trigger={trigger} preload={loadForm}>
      {(close) => <NameDialogForm {...props} onClose={close} />}
    </DialogButton>
  );
}
